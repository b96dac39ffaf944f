// Bundles the server with the workspace packages (TypeScript sources) inlined and npm packages
// left external, so native modules like better-sqlite3 and sharp load from node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["src/server.ts"],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  jsx: "automatic",
  logLevel: "warning",
  plugins: [
    {
      name: "external-npm",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@repo/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

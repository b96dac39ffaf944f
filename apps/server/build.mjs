// Bundles the server and its command line tools with the workspace packages (TypeScript sources)
// inlined and npm packages left external, so native modules like better-sqlite3 and sharp load
// from node_modules. Shared code lands in chunks beside the entry points.
import { build } from "esbuild";

const result = await build({
  entryPoints: {
    server: "src/server.ts",
    backup: "src/cli/backup.ts",
    migrate: "src/cli/migrate.ts",
    "reset-password": "src/cli/reset-password.ts",
    // Pages kept for no one render on a thread of their own (src/web/render-pool.ts).
    "render-worker": "src/web/render-worker.ts",
  },
  outdir: "dist",
  bundle: true,
  splitting: true,
  chunkNames: "[name]-[hash]",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  jsx: "automatic",
  logLevel: "warning",
  metafile: true,
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

// The npm packages the bundle imports at run time: what a release must install.
const externals = new Set();
for (const output of Object.values(result.metafile.outputs))
  for (const item of output.imports)
    if (item.external && !item.path.startsWith("node:")) {
      const parts = item.path.split("/");
      externals.add(item.path.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]);
    }
const { writeFile } = await import("node:fs/promises");
await writeFile("dist/externals.json", `${JSON.stringify([...externals].sort(), null, 2)}\n`);

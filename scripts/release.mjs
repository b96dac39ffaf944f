#!/usr/bin/env node
// `pnpm release [folder]`: a self-contained folder that runs with `node server.js` on a machine
// with Node only (no pnpm, turbo, TypeScript or dev dependencies): the server bundle (migrations
// and workspace packages inlined), the built web app in web/, and a node_modules with exactly
// the npm packages the bundle imports, at the versions this checkout tested with. The install
// comes from pnpm's store here, so native modules already built for this Node are reused.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const target = path.resolve(root, process.argv[2] ?? "release");
const run = (command, args, cwd = root) => execFileSync(command, args, { cwd, stdio: "inherit" });

if (process.env.SKIP_BUILD !== "1") {
  run("pnpm", [
    "exec",
    "turbo",
    "run",
    "build",
    "--filter=@repo/server...",
    "--filter=@repo/web",
    "--output-logs=errors-only",
  ]);
}
const serverDist = path.join(root, "apps/server/dist");
const webDist = path.join(root, "apps/web/dist");
for (const needed of [path.join(serverDist, "server.js"), path.join(webDist, "index.html")])
  if (!existsSync(needed)) throw new Error(`${needed} is missing: run pnpm build first.`);

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
cpSync(serverDist, target, { recursive: true, filter: (file) => !file.endsWith("externals.json") });
cpSync(webDist, path.join(target, "web"), { recursive: true });

// Each external package at the version installed for the server app.
const externals = JSON.parse(readFileSync(path.join(serverDist, "externals.json"), "utf8"));
const dependencies = {};
for (const name of externals) {
  const manifest = path.join(root, "apps/server/node_modules", name, "package.json");
  dependencies[name] = JSON.parse(readFileSync(manifest, "utf8")).version;
}
const rootManifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
writeFileSync(
  path.join(target, "package.json"),
  `${JSON.stringify(
    {
      name: "receptenboek-release",
      private: true,
      type: "module",
      engines: { node: rootManifest.engines.node },
      scripts: { start: "node server.js" },
      dependencies,
    },
    null,
    2,
  )}\n`,
);
// pnpm builds only the native modules it is allowed to, and applies the same patches as the
// checkout (better-sqlite3 needs one on Node 24); both files go after the install.
const patches = readdirSync(path.join(root, "patches")).filter((file) => file.endsWith(".patch"));
cpSync(path.join(root, "patches"), path.join(target, "patches"), { recursive: true });
writeFileSync(
  path.join(target, "pnpm-workspace.yaml"),
  [
    "allowBuilds:\n  better-sqlite3: true\n  esbuild: false\n  sharp: true\nstrictDepBuilds: true",
    "patchedDependencies:",
    // pnpm names a patch file after the package and version it patches.
    ...patches.map((file) => `  "${file.replace(/\.patch$/, "")}": patches/${file}`),
  ].join("\n") + "\n",
);
run(
  "pnpm",
  [
    "install",
    "--prod",
    "--prefer-offline",
    "--config.node-linker=hoisted",
    "--config.lockfile=false",
    // Peers such as typescript (of @trpc/server) are for type checking only.
    "--config.auto-install-peers=false",
  ],
  target,
);
rmSync(path.join(target, "pnpm-workspace.yaml"));
rmSync(path.join(target, "patches"), { recursive: true });
console.log(`Release written to ${target}: start it with \`node server.js\` in that folder.`);

#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL server: a new cluster in a temporary folder,
// listening on a free loopback port, removed afterwards. The command gets TEST_DATABASE_URL.
//   node scripts/with-postgres.mjs vitest run
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

function postgresBin() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(root, version, "bin");
    if (existsSync(path.join(bin, "initdb"))) return bin;
  }
  console.error("PostgreSQL is not installed: apt-get install -y postgresql");
  process.exit(1);
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const bin = postgresBin();
const dir = mkdtempSync(path.join(tmpdir(), "receptenboek-pg-"));
const data = path.join(dir, "data");
const port = await freePort();
// PostgreSQL refuses to run as root; as root, the cluster belongs to the postgres user.
const asRoot = process.getuid?.() === 0;
if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
const run = (command, args) => {
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stdout}\n${result.stderr}`);
};

let status = 1;
try {
  run(path.join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "test",
    "--auth=trust",
    "--no-sync",
    "-E",
    "UTF8",
    "--locale=C",
  ]);
  run(path.join(bin, "pg_ctl"), [
    "-D",
    data,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "start",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
  ]);
  const url = `postgres://test@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL for tests at ${url}`);
  const [command, ...args] = process.argv.slice(2);
  const child = spawn(command, args, {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: url },
    shell: false,
  });
  status = await new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(error.message);
} finally {
  try {
    run(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "stop"]);
  } catch {
    // Already down.
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);

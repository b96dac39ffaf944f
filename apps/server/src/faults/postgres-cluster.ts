import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/** Debian's newest installed PostgreSQL, as scripts/with-postgres.mjs finds it. */
function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => path.join(root, v, "bin")).find((b) => existsSync(path.join(b, "initdb")));
  if (!bin) throw new Error("PostgreSQL is not installed: apt-get install -y postgresql");
  return bin;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The postmaster and every process it started (its backends). */
function clusterPids(data: string): number[] {
  const postmaster = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
  const children = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent; the name before it may hold spaces.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/**
 * A PostgreSQL server of a test's own, which the test may restart, stop or freeze without
 * disturbing the shared test server other test files use. Starts in well under a second.
 */
export async function startPostgresCluster() {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "receptenboek-fault-pg-"));
  const data = path.join(dir, "data");
  const port = await freePort();
  // PostgreSQL refuses to run as root; as root, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  // Asynchronous, so the app under test goes on answering while PostgreSQL restarts.
  const run = async (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    await execFileAsync(file, argv);
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), ...args]);

  await run("initdb", ["-D", data, "-U", "test", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  await pgCtl("-w", "start", "-o", options);
  return {
    url: `postgres://test@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl("-w", "-m", "fast", "restart", "-o", options),
    stop: () => pgCtl("-w", "-m", "fast", "stop"),
    start: () => pgCtl("-w", "start", "-o", options),
    /** SIGSTOP: the server keeps its connections open and answers nothing, as a stalled host does. */
    freeze: () => clusterPids(data).forEach((pid) => process.kill(pid, "SIGSTOP")),
    thaw: () => clusterPids(data).forEach((pid) => process.kill(pid, "SIGCONT")),
    async destroy() {
      try {
        clusterPids(data).forEach((pid) => process.kill(pid, "SIGCONT"));
        await pgCtl("-m", "immediate", "stop");
      } catch {
        // Already down.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PostgresCluster = Awaited<ReturnType<typeof startPostgresCluster>>;

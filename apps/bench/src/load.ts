import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** The server's CPU time per answer (user and system), when its process can be read. */
  cpuUs?: number | null;
  /** The cores the load generator kept busy: near 1, it and not the server may set the pace. */
  clientCores?: number;
}

const CLIENT = fileURLToPath(new URL("./load-client.ts", import.meta.url));

/**
 * autocannon with 10 connections for `seconds`, `rounds` times; the medians of the rounds, with
 * the CPU time per answer of the server process `pid`. The load generator runs in a fresh
 * process of its own, as a command-line load tool does. In the bench's own process (which has
 * run Lighthouse by then) it used a whole core on the small answers while the server it measured
 * idled a fifth of the time: the rows measured the client. On its own it leaves the server busy.
 */
export async function measure(url: string, seconds: number, rounds: number, pid?: number) {
  const child = spawn(process.execPath, ["--import", "tsx", CLIENT], {
    env: { ...process.env, LOAD_JOB: JSON.stringify({ url, seconds, rounds, pid }) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`load generator for ${url} exited with ${code}`);
  return JSON.parse(out) as LoadFigures;
}

import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface ProbeFigures {
  requests: number;
  /** Answers that were not 2xx, errors and timeouts. */
  failed: number;
  /** Latency percentiles (ms). */
  p50: number;
  p95: number;
  max: number;
}

const CLIENT = fileURLToPath(new URL("./probe-client.ts", import.meta.url));

/**
 * Each of `urls` asked `perSecond` times a second for `seconds`, from a process of its own (as
 * load.ts runs its load): whatever the bench's own process does meanwhile does not delay it.
 */
export async function probe(urls: string[], seconds: number, perSecond = 20): Promise<ProbeFigures[]> {
  const child = spawn(process.execPath, ["--import", "tsx", CLIENT], {
    env: { ...process.env, PROBE_JOB: JSON.stringify({ urls, seconds, perSecond }) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`probe of ${urls.join(", ")} exited with ${code}`);
  return JSON.parse(out) as ProbeFigures[];
}

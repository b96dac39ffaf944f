import autocannon from "autocannon";

import type { LoadFigures } from "./load";
import { measure } from "./load";

export interface BurstFigures {
  /** The page alone. */
  quiet: LoadFigures;
  /** The same page while `attempts` wrong logins arrive at once. */
  burst: LoadFigures;
  /** How long the burst of logins took to be answered, start to last answer. */
  burstMs: number;
}

/** `attempts` wrong logins at once, each a full scrypt run on the server. */
async function loginBurst(origin: string, attempts: number): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: attempts }, async () => {
      const response = await fetch(`${origin}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: "not the benchmark password" }),
      });
      await response.arrayBuffer();
    }),
  );
  return Math.round(performance.now() - started);
}

/**
 * A cached page's latency with and without a burst of logins (scrypt at full cost): the
 * password checks must queue rather than starve page serving.
 */
export async function pageDuringLoginBurst(
  origin: string,
  url: string,
  seconds: number,
  attempts = 50,
): Promise<BurstFigures> {
  const quiet = await measure(url, seconds, 1);
  const [result, burstMs] = await Promise.all([
    autocannon({ url, connections: 10, duration: seconds }),
    loginBurst(origin, attempts),
  ]);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors during the burst`);
  }
  return {
    quiet,
    burst: { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 },
    burstMs,
  };
}

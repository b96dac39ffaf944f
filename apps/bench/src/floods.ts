import autocannon from "autocannon";

import type { LoadFigures } from "./load";
import { measure } from "./load";
import { residentMiB } from "./scale";

export interface FloodFigures {
  quiet: LoadFigures;
  /** The same page while the flood is sent again and again. */
  during: LoadFigures;
  /** Flood requests answered, by status, and per second. */
  answers: Record<number, number>;
  floodRps: number;
  /** The server's resident memory before and at the end of the flood. */
  rssMiB: { before: number; after: number };
}

type Flood = () => Promise<number[]>;

/** Every one of `urls`, `concurrency` at a time; their statuses (redirects not followed). */
async function sendAll(urls: string[], concurrency: number): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const url = urls[next++] ?? "";
        const response = await fetch(url, { redirect: "manual" });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  return statuses;
}

/** 50 anonymous GETs at once, each naming the full list 380 times in one tRPC batch (4.9 kB URL). */
export const batchedListGets =
  (origin: string, requests = 50, mentions = 380): Flood =>
  () => {
    const url = `${origin}/trpc/${Array.from({ length: mentions }, () => "recipes.list").join(",")}?batch=1`;
    return sendAll(
      Array.from({ length: requests }, () => url),
      requests,
    );
  };

/** 2,000 spellings of one recipe page, each padded differently with spaces, tabs and newlines. */
export const paddedRecipeUrls =
  (origin: string, id: string, count = 2_000): Flood =>
  () =>
    sendAll(
      Array.from(
        { length: count },
        (_, i) => `${origin}/recipe/${"%20".repeat((i % 40) + 1)}%09${id}${"%0A".repeat(Math.floor(i / 40))}`,
      ),
      50,
    );

/**
 * A cached page's latency alone, then while `flood` is sent over and over for `seconds`: reads
 * that multiply work (a batch, a new cache key per URL) must not slow everyone else down.
 */
export async function pageDuringFlood(
  url: string,
  seconds: number,
  pid: number,
  flood: Flood,
): Promise<FloodFigures> {
  const quiet = await measure(url, seconds, 1);
  const before = await residentMiB(pid);
  const answers: Record<number, number> = {};
  let running = true;
  const started = performance.now();
  const flooding = (async () => {
    do {
      for (const status of await flood()) answers[status] = (answers[status] ?? 0) + 1;
    } while (running);
  })();
  const result = await autocannon({ url, connections: 10, duration: seconds });
  running = false;
  await flooding;
  const total = Object.values(answers).reduce((sum, n) => sum + n, 0);
  const floodRps = Math.round(total / ((performance.now() - started) / 1000));
  const after = await residentMiB(pid);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors during the flood`);
  }
  return {
    quiet,
    during: { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 },
    answers,
    floodRps,
    rssMiB: { before, after },
  };
}

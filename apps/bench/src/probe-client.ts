// A visitor's view of some pages, run in a process of its own (see probe.ts): each URL asked at a
// steady pace for PROBE_JOB's seconds; prints each one's latency percentiles as JSON.
import type { ProbeFigures } from "./probe";

interface Job {
  urls: string[];
  seconds: number;
  perSecond: number;
}

/** How long the probe waits for the last answers once it has stopped asking. */
const GRACE_MS = 10_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Requests leave on a schedule, whether or not the earlier ones were answered, and each is timed
 * from when it was due: a stalled server shows as the wait visitors had, not as fewer requests.
 * One never answered counts as failed, at the whole time it waited.
 */
async function paced(url: string, seconds: number, perSecond: number): Promise<ProbeFigures> {
  const times: number[] = [];
  let failed = 0;
  const asked: Promise<void>[] = [];
  const start = performance.now();
  const total = Math.round(seconds * perSecond);
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / perSecond;
    await sleep(Math.max(0, due - performance.now()));
    asked.push(
      fetch(url, { signal: AbortSignal.timeout(seconds * 1000 + GRACE_MS) })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) failed += 1;
          times.push(performance.now() - due);
        })
        .catch(() => {
          failed += 1;
          times.push(performance.now() - due);
        }),
    );
  }
  await Promise.all(asked);
  const sorted = times.sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(1));
  return {
    requests: total,
    failed,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? 0),
  };
}

const { urls, seconds, perSecond } = JSON.parse(process.env.PROBE_JOB ?? "{}") as Job;
const figures = await Promise.all(urls.map((url) => paced(url, seconds, perSecond)));
console.log(JSON.stringify(figures));

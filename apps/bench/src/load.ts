import autocannon from "autocannon";

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** autocannon with 10 connections for `seconds`, `rounds` times; the medians of the rounds. */
export async function measure(url: string, seconds: number, rounds: number): Promise<LoadFigures> {
  const results: LoadFigures[] = [];
  for (let round = 0; round < rounds; round++) {
    const result = await autocannon({ url, connections: 10, duration: seconds });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    results.push({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
  }
  return {
    rps: Math.round(median(results.map((r) => r.rps))),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
  };
}

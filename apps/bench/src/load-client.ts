// The load generator of `pnpm bench`, run in a process of its own (see load.ts): autocannon with
// 10 connections for LOAD_JOB's seconds, its rounds times; prints the medians as JSON.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

import type { LoadFigures } from "./load";

interface Job {
  url: string;
  seconds: number;
  rounds: number;
  pid?: number;
}

/**
 * CPU milliseconds a process has used, from /proc (Linux): unlike requests per second, a busy
 * machine hardly changes how much work one answer takes.
 */
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const { url, seconds, rounds, pid } = JSON.parse(process.env.LOAD_JOB ?? "{}") as Job;
const results: LoadFigures[] = [];
for (let round = 0; round < rounds; round++) {
  const before = cpuMs(pid);
  const clientBefore = process.cpuUsage();
  const result = await autocannon({ url, connections: 10, duration: seconds });
  const client = process.cpuUsage(clientBefore);
  const after = cpuMs(pid);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const cpuUs =
    before === null || after === null ? null : ((after - before) * 1000) / Math.max(1, result.requests.total);
  results.push({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs,
    clientCores: (client.user + client.system) / 1e6 / seconds,
  });
}
const figures: LoadFigures = {
  rps: Math.round(median(results.map((r) => r.rps))),
  p50: median(results.map((r) => r.p50)),
  p99: median(results.map((r) => r.p99)),
  cpuUs: results.some((r) => r.cpuUs === null)
    ? null
    : Number(median(results.map((r) => r.cpuUs ?? 0)).toFixed(1)),
  clientCores: Number(median(results.map((r) => r.clientCores ?? 0)).toFixed(2)),
};
console.log(JSON.stringify(figures));

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { AppendFigures } from "./samen-appends";
import type { FanOutFigures } from "./samen-streams";
import type { Running } from "./server";
import type { TargetRow } from "./targets";
import { appendRate } from "./samen-appends";
import { samenFanOut } from "./samen-streams";
import { startProduct } from "./server";

/** Open streams on one instance: BENCH_SAMEN_STREAMS narrows them for a quick run. */
const STREAMS = (process.env.BENCH_SAMEN_STREAMS ?? "1000,5000").split(",").map(Number);
/** The fan-out's listeners (the first size of STREAMS: 1,000). */
const LISTENERS = STREAMS[0] ?? 1000;
/**
 * A household's minute of allowance (240) stored within 2.4 s of its burst; together, the pace of
 * some 60 households each writing as fast as its limit lets it (4 a second).
 */
const PER_HOUSEHOLD = 100;
const IN_TOTAL = 250;
/** Households written to at once for the total. */
const HOUSEHOLDS = 20;

/**
 * `count` instances of the product, each started afresh on a data directory of its own, for
 * `measure`. The memory a stream adds is counted beyond an idle server: on the one the other parts
 * have just flooded, what its heap had left to grow into decided the figure (9 to 11 KiB a stream
 * on a fresh server, 20.1 on that one, at 1,000 streams).
 */
async function onFreshProducts<T>(
  count: number,
  env: Record<string, string>,
  measure: (products: Running[]) => Promise<T>,
): Promise<T> {
  const dirs: string[] = [];
  const products: Running[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const dir = await mkdtemp(path.join(tmpdir(), "bench-samen-"));
      dirs.push(dir);
      products.push(await startProduct(dir, env));
    }
    return await measure(products);
  } finally {
    await Promise.all(products.map((one) => one.stop()));
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

/**
 * 'Samen' at scale: memory per open stream at each of STREAMS, an update fanned out to the
 * listeners on an idle product (SQLite, one instance) and, with BENCH_DATABASE_URL naming an empty
 * PostgreSQL database, across two instances of it; then appends a second until a limit answers.
 */
export const samenRows = () => onFreshProducts(1, {}, samenRowsOn);

async function samenRowsOn([product]: Running[]) {
  if (!product) throw new Error("no product started");
  const pid = product.child.pid ?? 0;
  const streams: Record<string, FanOutFigures> = {};
  for (const count of STREAMS) {
    streams[`${count.toLocaleString("en-US")} streams, one instance`] = await samenFanOut(
      [product.url],
      pid,
      count,
      count > 1000 ? 5 : 20,
    );
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) {
    streams[`${LISTENERS.toLocaleString("en-US")} streams, two instances, PostgreSQL`] =
      await onFreshProducts(
        2,
        // Two instances on one PostgreSQL database, their updates told by LISTEN/NOTIFY.
        { DATABASE_URL: databaseUrl },
        (two) =>
          samenFanOut(
            two.map((one) => one.url),
            two[0]?.child.pid ?? 0,
            LISTENERS,
          ),
      );
  }
  const appends: Record<string, AppendFigures> = {
    "one household": await appendRate(product.url, 1),
    [`${HOUSEHOLDS} households`]: await appendRate(product.url, HOUSEHOLDS),
  };
  return { figures: { streams, appends }, targets: samenTargets(streams, appends) };
}

function samenTargets(
  streams: Record<string, FanOutFigures>,
  appends: Record<string, AppendFigures>,
): TargetRow[] {
  const rows: TargetRow[] = [];
  for (const [where, { streams: count, instances, kibPerStream, p95 }] of Object.entries(streams)) {
    if (instances === 1) {
      rows.push({
        figure: `Samen: memory per open stream, ${count.toLocaleString("en-US")} streams (KiB beyond idle)`,
        measured: kibPerStream,
        target: "<= 20",
        met: kibPerStream <= 20,
      });
    }
    if (count !== LISTENERS) continue;
    rows.push({
      figure: `Samen: an update to the last of ${count.toLocaleString("en-US")} listeners, ${where.split(", ").slice(1).join(", ")} (p95 ms)`,
      measured: p95,
      target: "<= 1000",
      met: p95 <= 1000,
    });
  }
  for (const [who, { perSecond, refusedWith }] of Object.entries(appends)) {
    const min = who === "one household" ? PER_HOUSEHOLD : IN_TOTAL;
    rows.push({
      figure: `Samen: appends a second, ${who}, until a limit answers (or 10 s)`,
      measured: perSecond,
      target: `>= ${min}`,
      met: perSecond >= min && (refusedWith === null || refusedWith.startsWith("429")),
    });
  }
  return rows;
}

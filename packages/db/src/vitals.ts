import { sql } from "kysely";

import type { DeviceClass, MetricName, PageKind, VitalCount } from "@repo/domain/vitals";

import type { Db } from "./client";

/** One visit's report, each metric already mapped to its histogram bucket. */
export interface VitalsVisit {
  day: string;
  page: PageKind;
  device: DeviceClass;
  buckets: readonly { metric: MetricName; bucket: number }[];
}

/**
 * Counts a visit in one statement: one upsert row per metric (distinct keys, so the rows never
 * conflict with each other), which SQLite and PostgreSQL both speak.
 */
export async function recordVitals(db: Db, visit: VitalsVisit): Promise<void> {
  if (visit.buckets.length === 0) return;
  await db
    .insertInto("vital_counts")
    .values(
      visit.buckets.map(({ metric, bucket }) => ({
        day: visit.day,
        page: visit.page,
        device: visit.device,
        metric,
        bucket,
        count: 1,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(["day", "page", "device", "metric", "bucket"])
        .doUpdateSet({ count: sql<number>`vital_counts.count + 1` }),
    )
    .execute();
}

/** The counts from `fromDay` on, summed over the days. */
export async function vitalCountsSince(db: Db, fromDay: string): Promise<VitalCount[]> {
  const rows = await db
    .selectFrom("vital_counts")
    .select(["page", "device", "metric", "bucket", (eb) => eb.fn.sum<number | string>("count").as("count")])
    .where("day", ">=", fromDay)
    .groupBy(["page", "device", "metric", "bucket"])
    .execute();
  return rows.map((row) => ({
    page: row.page as PageKind,
    device: row.device as DeviceClass,
    metric: row.metric as MetricName,
    bucket: Number(row.bucket),
    count: Number(row.count),
  }));
}

/** Drops the counts of days before `fromDay`. */
export async function pruneVitals(db: Db, fromDay: string): Promise<void> {
  await db.deleteFrom("vital_counts").where("day", "<", fromDay).execute();
}

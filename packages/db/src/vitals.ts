import { sql } from "kysely";

import type { DeviceClass, MetricName, PageKind, VitalCount } from "@repo/domain/vitals";

import type { Db } from "./client";

/** One visit's report, each metric already mapped to its histogram bucket. */
export interface VitalsVisit {
  day: string;
  page: PageKind;
  device: DeviceClass;
  /** Who sent it: a keyed hash of the client's address, the same for a client all window long. */
  client: string;
  buckets: readonly { metric: MetricName; bucket: number }[];
}

/**
 * Counts a visit unless its client has already had `perClientDay` reports of this page kind
 * counted today; whether it counted. The client's tally and the counts commit together. The
 * counts take one upsert row per metric (distinct keys, so the rows never conflict with each
 * other), which SQLite and PostgreSQL both speak.
 */
export async function recordVitals(db: Db, visit: VitalsVisit, perClientDay: number): Promise<boolean> {
  if (visit.buckets.length === 0) return false;
  return db.transaction().execute(async (trx) => {
    const { reports } = await trx
      .insertInto("vital_clients")
      .values({ day: visit.day, page: visit.page, client: visit.client, reports: 1 })
      .onConflict((oc) =>
        oc
          .columns(["day", "page", "client"])
          .doUpdateSet({ reports: sql<number>`vital_clients.reports + 1` }),
      )
      .returning("reports")
      .executeTakeFirstOrThrow();
    if (Number(reports) > perClientDay) return false;
    await addCounts(trx, visit);
    return true;
  });
}

async function addCounts(db: Db, visit: VitalsVisit): Promise<void> {
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

/** Per page kind, how many distinct clients had a report counted from `fromDay` on. */
export async function vitalClientsSince(db: Db, fromDay: string): Promise<Partial<Record<PageKind, number>>> {
  const rows = await db
    .selectFrom("vital_clients")
    .select(["page", (eb) => eb.fn.count<number | string>("client").distinct().as("clients")])
    .where("day", ">=", fromDay)
    .groupBy("page")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.page, Number(row.clients)]));
}

/** Drops the counts, and who sent them, of days before `fromDay`. */
export async function pruneVitals(db: Db, fromDay: string): Promise<void> {
  await db.deleteFrom("vital_counts").where("day", "<", fromDay).execute();
  await db.deleteFrom("vital_clients").where("day", "<", fromDay).execute();
}

/** Forgets every count and who sent it: the figures start afresh. */
export async function clearVitals(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("vital_counts").execute();
    await trx.deleteFrom("vital_clients").execute();
  });
}

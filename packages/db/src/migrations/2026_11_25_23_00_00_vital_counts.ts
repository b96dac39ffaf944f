import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.
// Field vitals, kept only as counts: how many visits of one day, page kind and device class
// reported a metric within one histogram bucket. No row says anything about one visit.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("vital_counts")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("page", "text", (col) => col.notNull())
    .addColumn("device", "text", (col) => col.notNull())
    .addColumn("metric", "text", (col) => col.notNull())
    .addColumn("bucket", "integer", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("vital_counts_pk", ["day", "page", "device", "metric", "bucket"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("vital_counts").execute();
}

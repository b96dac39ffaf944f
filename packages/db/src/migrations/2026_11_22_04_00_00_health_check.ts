import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.
// One row that health checks rewrite, proving the database still takes writes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("health_check")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("checked_at", "bigint", (col) => col.notNull())
    .execute();
  await db.insertInto("health_check").values({ id: 1, checked_at: 0 }).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("health_check").execute();
}

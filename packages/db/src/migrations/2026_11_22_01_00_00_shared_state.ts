import type { Kysely } from "kysely";
import { PostgresAdapter } from "kysely";

// Frozen in time: this file never imports application code.
// State that several app instances must share: the content version that tells each instance
// its cached answers are stale, and failed logins for throttling.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "bigint", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.insertInto("content_version").values({ id: 1, version: 0 }).execute();

  await db.schema
    .createTable("login_failures")
    .addColumn("id", postgres ? "serial" : "integer", (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn("client", "text", (col) => col.notNull())
    .addColumn("at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("login_failures_client_at_idx")
    .on("login_failures")
    .columns(["client", "at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_failures").execute();
  await db.schema.dropTable("content_version").execute();
}

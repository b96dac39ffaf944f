import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.
// Login attempts are reserved before the password is checked: one row per client holding the
// count of attempts in the current window, raised by a single upsert so concurrent attempts
// cannot all pass the check. The per-failure log it replaces is dropped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_failures").ifExists().execute();
  await db.schema
    .createTable("login_attempts")
    .addColumn("client", "text", (col) => col.primaryKey())
    .addColumn("count", "integer", (col) => col.notNull())
    .addColumn("window_start", "bigint", (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_attempts").execute();
  await db.schema
    .createTable("login_failures")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("client", "text", (col) => col.notNull())
    .addColumn("at", "bigint", (col) => col.notNull())
    .execute();
}

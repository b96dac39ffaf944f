import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.
// 'Samen': a household's encrypted updates, numbered, and the encrypted snapshot that replaced
// the log up to a number. The server holds ciphertext only (base64url text); `bytes` is what the
// household stores, so its limit is checked without adding it up.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("samen_households")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("seq", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("bytes", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("snapshot_seq", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("snapshot", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("touched_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("samen_households_touched_at")
    .on("samen_households")
    .column("touched_at")
    .execute();
  await db.schema
    .createTable("samen_updates")
    .addColumn("household", "text", (col) =>
      col.notNull().references("samen_households.id").onDelete("cascade"),
    )
    .addColumn("seq", "bigint", (col) => col.notNull())
    .addColumn("data", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("samen_updates_pk", ["household", "seq"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("samen_updates").execute();
  await db.schema.dropTable("samen_households").execute();
}

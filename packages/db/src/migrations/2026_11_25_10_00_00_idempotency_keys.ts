import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.
// The answer to a create, kept by the Idempotency-Key its client sent, so a retry after a lost
// acknowledgement gets the first answer again instead of making a second recipe.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("idempotency_keys")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("fingerprint", "text", (col) => col.notNull())
    .addColumn("response", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("idempotency_keys_created_at")
    .on("idempotency_keys")
    .column("created_at")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").execute();
}

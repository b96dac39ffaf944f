import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.
// A deleted recipe is kept (with its id, image and dates) until it is restored or removed for good.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("recipes").addColumn("deleted_at", "text").execute();
  await db.schema.createIndex("recipes_deleted_at_idx").on("recipes").column("deleted_at").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("recipes").where("deleted_at", "is not", null).execute();
  await db.schema.dropIndex("recipes_deleted_at_idx").execute();
  await db.schema.alterTable("recipes").dropColumn("deleted_at").execute();
}

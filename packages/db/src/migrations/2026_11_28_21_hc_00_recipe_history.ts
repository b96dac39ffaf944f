import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.
// A recipe can be a concept (only the administrator sees it), and every save keeps the recipe as
// it was before, so an edit can be looked back on and undone.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("recipes")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("published"))
    .execute();
  await db.schema
    .createTable("recipe_versions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("recipe_id", "text", (col) => col.notNull())
    // 1, 2, 3... per recipe: the order of its versions even when two saves share a millisecond.
    .addColumn("seq", "integer", (col) => col.notNull())
    // When this version was saved, and when a later save replaced it (what retention counts from).
    .addColumn("saved_at", "text", (col) => col.notNull())
    .addColumn("replaced_at", "text", (col) => col.notNull())
    // The recipe's fields as JSON, as they were until this save replaced them.
    .addColumn("data", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("recipe_versions_recipe_seq")
    .on("recipe_versions")
    .columns(["recipe_id", "seq"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("recipe_versions").execute();
  await db.schema.alterTable("recipes").dropColumn("status").execute();
}

import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.
// Nutrition per portion and diet and allergen labels, worked out from the ingredients on save
// (JSON); the administrator's corrections of the labels; the revision of the rules that worked
// them out, so rows of an older revision (all rows, right after this migration) are redone at start.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("recipes").addColumn("nutrition", "text").execute();
  await db.schema.alterTable("recipes").addColumn("labels", "text").execute();
  await db.schema
    .alterTable("recipes")
    .addColumn("diet_overrides", "text", (col) => col.notNull().defaultTo("{}"))
    .execute();
  await db.schema
    .alterTable("recipes")
    .addColumn("analysis_revision", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["nutrition", "labels", "diet_overrides", "analysis_revision"]) {
    await db.schema.alterTable("recipes").dropColumn(column).execute();
  }
}

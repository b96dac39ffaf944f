import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.
// Portions per recipe; existing recipes were written for one person.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("recipes")
    .addColumn("servings", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("recipes").dropColumn("servings").execute();
}

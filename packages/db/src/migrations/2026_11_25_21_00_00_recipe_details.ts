import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.
// Intro, waiting time, tools, tips and storage: optional, so existing recipes stay as they are.
const COLUMNS = ["intro", "wait_time", "tools", "tips", "storage"] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One statement per column: SQLite's ALTER TABLE adds one column at a time.
  await db.schema.alterTable("recipes").addColumn("intro", "text").execute();
  await db.schema.alterTable("recipes").addColumn("wait_time", "integer").execute();
  await db.schema
    .alterTable("recipes")
    .addColumn("tools", "text", (col) => col.notNull().defaultTo("[]"))
    .execute();
  await db.schema.alterTable("recipes").addColumn("tips", "text").execute();
  await db.schema.alterTable("recipes").addColumn("storage", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("recipes").dropColumn(column).execute();
}

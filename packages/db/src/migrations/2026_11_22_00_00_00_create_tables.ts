import type { Kysely } from "kysely";
import { PostgresAdapter, sql } from "kysely";

// Frozen in time: this file never imports application code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("recipes")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("chapter", "text", (col) => col.notNull())
    .addColumn("protein_type", "text", (col) => col.notNull())
    .addColumn("preparation_method", "text", (col) => col.notNull())
    .addColumn("ingredients", "text", (col) => col.notNull())
    .addColumn("instructions", "text", (col) => col.notNull())
    .addColumn("image_url", "text")
    .addColumn("icons", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("prep_time", "integer", (col) => col.notNull().defaultTo(15))
    .addColumn("calories", "integer")
    .addColumn("airfryer_temp", "integer")
    .addColumn("airfryer_time", "integer")
    .addColumn("created_at", "text", (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addColumn("updated_at", "text", (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema.createIndex("recipes_chapter_idx").on("recipes").column("chapter").execute();
  await db.schema.createIndex("recipes_protein_type_idx").on("recipes").column("protein_type").execute();
  await db.schema
    .createIndex("recipes_preparation_method_idx")
    .on("recipes")
    .column("preparation_method")
    .execute();

  // PostgreSQL numbers rows with serial; SQLite with an autoincrementing integer key.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("users")
    .addColumn("id", postgres ? "serial" : "integer", (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn("username", "text", (col) => col.notNull().unique())
    .addColumn("password", "text", (col) => col.notNull())
    .addColumn("session_epoch", "integer", (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("hero_image_url", "text")
    .execute();

  await db.schema
    .createTable("uploads")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .addColumn("used_at", "bigint")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["uploads", "settings", "users", "recipes"]) {
    await db.schema.dropTable(table).execute();
  }
}

import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.
// Images written under a temporary name before they are public (an import's pictures), so the
// ones never published can be found and removed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("staged_images")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("staged_images_created_at").on("staged_images").column("created_at").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staged_images").execute();
}

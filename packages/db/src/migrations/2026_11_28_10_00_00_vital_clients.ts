import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.
// How many reports one client sent for one page kind on one day, so that only its first ones
// count in the field vitals and the 'Snelheid' page can say how many clients a figure rests on.
// The client is a keyed hash of its address, never the address itself.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("vital_clients")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("page", "text", (col) => col.notNull())
    .addColumn("client", "text", (col) => col.notNull())
    .addColumn("reports", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("vital_clients_pk", ["day", "page", "client"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("vital_clients").execute();
}

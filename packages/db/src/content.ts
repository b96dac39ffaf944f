import type { Db } from "./client";

/** The version of everything cached answers are made of; every write raises it. */
export async function getContentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Called inside each write's transaction, so the write and the new version commit together. */
export async function bumpContentVersion(db: Db): Promise<void> {
  await db
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

/** A tiny write in a transaction: fails when the database cannot take writes (read-only, disk full). */
export async function recordHealthCheck(db: Db, at: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("health_check").set({ checked_at: at }).where("id", "=", 1).execute();
  });
}

import type { Db } from "./client";

export async function insertUploadKey(db: Db, key: string, expiresAt: number): Promise<void> {
  await db.insertInto("uploads").values({ key, expires_at: expiresAt, used_at: null }).execute();
}

/**
 * Marks an issued, unexpired, unused key as used, atomically.
 * Returns false for an unknown, expired or already used key.
 */
export async function claimUploadKey(db: Db, key: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("uploads")
    .set({ used_at: now })
    .where("key", "=", key)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives a claimed key back when the upload failed before anything was stored. */
export async function releaseUploadKey(db: Db, key: string): Promise<void> {
  await db.updateTable("uploads").set({ used_at: null }).where("key", "=", key).execute();
}

export async function deleteExpiredUploadKeys(db: Db, now: number): Promise<void> {
  await db.deleteFrom("uploads").where("expires_at", "<", now).where("used_at", "is", null).execute();
}

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

/** Notes an image staged under `key` at `now`, so it can be found if it is never published. */
export async function insertStagedImage(db: Db, key: string, now: number): Promise<void> {
  await db.insertInto("staged_images").values({ key, created_at: now }).execute();
}

/**
 * Forgets the staged images noted before `before` and gives their keys, so their files (if still
 * there: a published one has moved) can be removed.
 */
export async function takeStagedImagesBefore(db: Db, before: number): Promise<string[]> {
  const rows = await db
    .deleteFrom("staged_images")
    .where("created_at", "<", before)
    .returning("key")
    .execute();
  return rows.map((row) => row.key);
}

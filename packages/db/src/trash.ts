import type { Recipe } from "@repo/domain";

import type { Db } from "./client";
import { inTransaction } from "./client";
import { removeVersions } from "./history";
import { toRecipe } from "./recipes";

/** How long a deleted recipe can be brought back. */
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type TrashedRecipe = Recipe & { deletedAt: string };

/** Moves a live recipe to the trash; true when there was one. */
export async function deleteRecipe(db: Db, id: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("recipes")
    .set({ deleted_at: now.toISOString() })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The trash, most recently deleted first. */
export async function listTrash(db: Db): Promise<TrashedRecipe[]> {
  const rows = await db
    .selectFrom("recipes")
    .selectAll()
    .where("deleted_at", "is not", null)
    .orderBy("deleted_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...toRecipe(row), deletedAt: row.deleted_at ?? "" }));
}

/** Brings a recipe back from the trash as it was: same id, image and dates. */
export async function restoreRecipe(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable("recipes")
    .set({ deleted_at: null })
    .where("id", "=", id)
    .where("deleted_at", "is not", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Removes recipes for good (only ones in the trash) and answers the image URLs no remaining
 * recipe or setting refers to, which the caller deletes from storage.
 */
async function purge(db: Db, ids: string[]): Promise<{ removed: number; orphanImages: string[] }> {
  if (ids.length === 0) return { removed: 0, orphanImages: [] };
  return inTransaction(db, async (trx) => {
    const rows = await trx
      .selectFrom("recipes")
      .select(["id", "image_url"])
      .where("id", "in", ids)
      .where("deleted_at", "is not", null)
      .execute();
    if (rows.length === 0) return { removed: 0, orphanImages: [] };
    await trx
      .deleteFrom("recipes")
      .where(
        "id",
        "in",
        rows.map((r) => r.id),
      )
      .execute();
    await removeVersions(
      trx,
      rows.map((r) => r.id),
    );
    const images = [...new Set(rows.flatMap((r) => (r.image_url ? [r.image_url] : [])))];
    if (images.length === 0) return { removed: rows.length, orphanImages: [] };
    const stillUsed = new Set([
      ...(await trx.selectFrom("recipes").select("image_url").where("image_url", "in", images).execute()).map(
        (r) => r.image_url,
      ),
      ...(await trx.selectFrom("settings").select("hero_image_url").execute()).map((r) => r.hero_image_url),
    ]);
    return { removed: rows.length, orphanImages: images.filter((url) => !stillUsed.has(url)) };
  });
}

export function purgeRecipe(db: Db, id: string) {
  return purge(db, [id]);
}

/** Everything deleted more than TRASH_DAYS ago goes for good. */
export async function purgeExpiredTrash(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString();
  const rows = await db
    .selectFrom("recipes")
    .select("id")
    .where("deleted_at", "is not", null)
    .where("deleted_at", "<", cutoff)
    .execute();
  return purge(
    db,
    rows.map((r) => r.id),
  );
}

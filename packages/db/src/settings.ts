import type { Settings } from "@repo/domain";

import type { Db } from "./client";

/** The settings live in one row. */
export const SETTINGS_ID = 1;

export async function getSettings(db: Db): Promise<Settings> {
  const row = await db.selectFrom("settings").selectAll().where("id", "=", SETTINGS_ID).executeTakeFirst();
  return { id: SETTINGS_ID, heroImageUrl: row?.hero_image_url ?? null };
}

export async function saveSettings(db: Db, heroImageUrl: string | null): Promise<Settings> {
  await db
    .insertInto("settings")
    .values({ id: SETTINGS_ID, hero_image_url: heroImageUrl })
    .onConflict((oc) => oc.column("id").doUpdateSet({ hero_image_url: heroImageUrl }))
    .execute();
  return { id: SETTINGS_ID, heroImageUrl };
}

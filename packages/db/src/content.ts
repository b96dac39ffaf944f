import type { Db } from "./client";

/** The version of everything cached answers are made of; every write raises it. */
export async function getContentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function bumpContentVersion(db: Db): Promise<void> {
  await db
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

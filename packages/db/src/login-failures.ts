import type { Db } from "./client";

export async function recordLoginFailure(db: Db, client: string, at: number): Promise<void> {
  await db.insertInto("login_failures").values({ client, at }).execute();
}

/** Failure times of `client` since `since`, oldest first. */
export async function recentLoginFailures(db: Db, client: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom("login_failures")
    .select("at")
    .where("client", "=", client)
    .where("at", ">", since)
    .orderBy("at")
    .execute();
  return rows.map((row) => Number(row.at));
}

export async function clearLoginFailures(db: Db, client: string): Promise<void> {
  await db.deleteFrom("login_failures").where("client", "=", client).execute();
}

export async function pruneLoginFailures(db: Db, before: number): Promise<void> {
  await db.deleteFrom("login_failures").where("at", "<=", before).execute();
}

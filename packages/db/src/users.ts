import type { Db } from "./client";
import type { UserRow } from "./schema";

export const ADMIN_USERNAME = "admin";

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("username", "=", username).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Creates the user or replaces its password hash; existing sessions end when the hash changes. */
export async function upsertUserPassword(db: Db, username: string, passwordHash: string): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    // Another instance may create the same user at the same moment: the first insert wins.
    await trx
      .insertInto("users")
      .values({ username, password: passwordHash })
      .onConflict((oc) => oc.column("username").doNothing())
      .execute();
    const existing = await trx
      .selectFrom("users")
      .selectAll()
      .where("username", "=", username)
      .executeTakeFirstOrThrow();
    if (existing.password === passwordHash) return existing;
    return trx
      .updateTable("users")
      .set({ password: passwordHash, session_epoch: existing.session_epoch + 1 })
      .where("id", "=", existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Ends every session of the user sealed before now. */
export async function bumpSessionEpoch(db: Db, id: number): Promise<void> {
  await db
    .updateTable("users")
    .set((eb) => ({ session_epoch: eb("session_epoch", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

/** Replaces the password hash and ends every session sealed before now; returns the new row. */
export async function changeUserPassword(db: Db, id: number, passwordHash: string): Promise<UserRow> {
  return db
    .updateTable("users")
    .set((eb) => ({ password: passwordHash, session_epoch: eb("session_epoch", "+", 1) }))
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

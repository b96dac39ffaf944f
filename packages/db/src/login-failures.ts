import { sql } from "kysely";

import type { Db } from "./client";

export interface LoginReservation {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Epoch milliseconds at which the window began. */
  windowStart: number;
}

/**
 * Counts one login attempt for `client` before its password is checked, in one statement, so
 * concurrent attempts (on this instance or another sharing the database) each see a distinct
 * count. A window that began at or before `windowFloor` starts over at this attempt.
 * SQLite (3.35+) and PostgreSQL both speak this upsert with RETURNING.
 */
export async function reserveLoginAttempt(
  db: Db,
  client: string,
  now: number,
  windowFloor: number,
): Promise<LoginReservation> {
  const expired = sql<boolean>`login_attempts.window_start <= ${windowFloor}`;
  const row = await db
    .insertInto("login_attempts")
    .values({ client, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column("client").doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else login_attempts.count + 1 end`,
        window_start: sql<number>`case when ${expired} then ${now} else login_attempts.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}

/** A successful login forgets the client's attempts. */
export async function clearLoginAttempts(db: Db, client: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("client", "=", client).execute();
}

/** Drops windows that ended, so the table holds only clients seen recently. */
export async function pruneLoginAttempts(db: Db, windowFloor: number): Promise<void> {
  await db.deleteFrom("login_attempts").where("window_start", "<=", windowFloor).execute();
}

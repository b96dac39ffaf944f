import type { Db } from "./client";
import { inTransaction } from "./client";

/** Touching a household on every read would make each read a write; once a day is enough. */
const TOUCH_EVERY_MS = 24 * 60 * 60 * 1000;

export interface SamenRead {
  /** The household's last sequence number. */
  seq: number;
  /** Present when the caller's position is before it: the log up to its number is gone. */
  snapshot: { seq: number; data: string } | null;
  updates: { seq: number; data: string }[];
}

export async function createHousehold(db: Db, id: string, now: number): Promise<void> {
  await db.insertInto("samen_households").values({ id, created_at: now, touched_at: now }).execute();
}

/**
 * Numbers and stores one encrypted update. Raising the household's number and inserting happen in
 * one transaction whose first statement locks the household's row, so concurrent appends get
 * consecutive numbers without gaps and none is lost.
 */
export async function appendUpdate(
  db: Db,
  id: string,
  data: string,
  opts: { now: number; maxBytes: number },
): Promise<{ seq: number } | "missing" | "full"> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable("samen_households")
      .set((eb) => ({ seq: eb("seq", "+", 1), bytes: eb("bytes", "+", data.length), touched_at: opts.now }))
      .where("id", "=", id)
      .returning(["seq", "bytes"])
      .executeTakeFirst();
    if (!row) return "missing";
    if (row.bytes > opts.maxBytes) throw new HouseholdFull();
    await trx.insertInto("samen_updates").values({ household: id, seq: row.seq, data }).execute();
    return { seq: row.seq };
  }).catch((error: unknown) => {
    if (error instanceof HouseholdFull) return "full" as const;
    throw error;
  });
}

/** Thrown inside the append's transaction so that its raised number is rolled back. */
class HouseholdFull extends Error {}

/** The updates after `after`, with the snapshot first when `after` is before it; null when unknown. */
export async function readUpdates(db: Db, id: string, after: number, now: number): Promise<SamenRead | null> {
  const household = await db
    .selectFrom("samen_households")
    .select(["seq", "snapshot_seq", "snapshot", "touched_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!household) return null;
  if (household.touched_at < now - TOUCH_EVERY_MS) {
    await db.updateTable("samen_households").set({ touched_at: now }).where("id", "=", id).execute();
  }
  const behind = after < household.snapshot_seq && household.snapshot !== null;
  const updates = await db
    .selectFrom("samen_updates")
    .select(["seq", "data"])
    .where("household", "=", id)
    .where("seq", ">", behind ? household.snapshot_seq : after)
    .orderBy("seq")
    .execute();
  return {
    seq: household.seq,
    snapshot: behind ? { seq: household.snapshot_seq, data: household.snapshot ?? "" } : null,
    updates,
  };
}

/** The household's last sequence number, or null when it does not exist. */
export async function householdSeq(db: Db, id: string): Promise<number | null> {
  const row = await db.selectFrom("samen_households").select("seq").where("id", "=", id).executeTakeFirst();
  return row?.seq ?? null;
}

/**
 * Stores a snapshot of the state up to `upTo` and drops the log up to it. Refused ("conflict")
 * when `upTo` is past the last update or before the snapshot already kept.
 */
export async function storeSnapshot(
  db: Db,
  id: string,
  upTo: number,
  data: string,
  now: number,
): Promise<"stored" | "missing" | "conflict"> {
  return inTransaction(db, async (trx) => {
    // A no-op write first: it locks the row, so an append cannot slip in between the checks.
    const household = await trx
      .updateTable("samen_households")
      .set({ touched_at: now })
      .where("id", "=", id)
      .returning(["seq", "snapshot_seq"])
      .executeTakeFirst();
    if (!household) return "missing";
    if (upTo > household.seq || upTo < household.snapshot_seq) return "conflict";
    await trx.deleteFrom("samen_updates").where("household", "=", id).where("seq", "<=", upTo).execute();
    const rest = await trx
      .selectFrom("samen_updates")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(eb.fn("length", ["data"])), eb.lit(0)).as("bytes"))
      .where("household", "=", id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("samen_households")
      .set({ snapshot: data, snapshot_seq: upTo, bytes: Number(rest.bytes) + data.length })
      .where("id", "=", id)
      .execute();
    return "stored";
  });
}

export async function deleteHousehold(db: Db, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom("samen_updates").where("household", "=", id).execute();
    const result = await trx.deleteFrom("samen_households").where("id", "=", id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  });
}

/** Removes the households untouched since `before`, with their updates; returns how many. */
export async function sweepHouseholds(db: Db, before: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    const stale = trx.selectFrom("samen_households").select("id").where("touched_at", "<", before);
    await trx.deleteFrom("samen_updates").where("household", "in", stale).execute();
    const result = await trx
      .deleteFrom("samen_households")
      .where("touched_at", "<", before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

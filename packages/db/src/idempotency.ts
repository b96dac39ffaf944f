import type { Db } from "./client";

/** How long a create's answer is kept for a retry with the same Idempotency-Key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type IdempotencyClaim =
  { status: "claimed" } | { status: "replay"; fingerprint: string; response: string | null };

/**
 * Claims `key` inside the write's transaction, so the key and the write commit together or not at
 * all. A key already held answers with what was stored for it. On PostgreSQL a concurrent claim of
 * the same key waits here until the first transaction ends, then sees its answer.
 */
export async function claimIdempotencyKey(
  trx: Db,
  key: string,
  fingerprint: string,
  now: number,
): Promise<IdempotencyClaim> {
  await trx
    .deleteFrom("idempotency_keys")
    .where("created_at", "<", now - IDEMPOTENCY_TTL_MS)
    .execute();
  const inserted = await trx
    .insertInto("idempotency_keys")
    .values({ key, fingerprint, response: null, created_at: now })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  if (inserted) return { status: "claimed" };
  const row = await trx
    .selectFrom("idempotency_keys")
    .select(["fingerprint", "response"])
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  return { status: "replay", fingerprint: row.fingerprint, response: row.response };
}

/** Keeps the answer of the write that claimed `key`. */
export async function saveIdempotentResponse(trx: Db, key: string, response: string): Promise<void> {
  await trx.updateTable("idempotency_keys").set({ response }).where("key", "=", key).execute();
}

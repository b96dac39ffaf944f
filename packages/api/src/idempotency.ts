import { createHash } from "node:crypto";
import { TRPCError } from "@trpc/server";

import { claimIdempotencyKey, saveIdempotentResponse } from "@repo/db";
import { IdempotencyKeySchema } from "@repo/schema";

import type { Context } from "./context";
import type { WriteContext } from "./trpc";

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/**
 * The login a key belongs to: a key is only the same request when the same session sends it
 * again. A cookie from before sessions had an id counts by its epoch, which a logout ends.
 */
function sessionScope(ctx: Context): string {
  const data = ctx.session.read();
  return data ? `${data.userId}.${data.sid ?? `epoch-${data.epoch}`}` : "anonymous";
}

/**
 * Runs a write once per Idempotency-Key and session: a retry with the same key (a lost
 * acknowledgement) gets the first write's result as it is now (`current`, given what was stored;
 * undefined when it is gone, which answers 404) instead of a second recipe, and changes nothing, so
 * cached pages are kept. Must run inside the write's transaction (writeProcedure), so the key and
 * the write commit together.
 */
export async function idempotent<T>(
  ctx: Context & WriteContext,
  scope: string,
  input: unknown,
  run: () => Promise<T>,
  current: (stored: T) => Promise<T | undefined>,
): Promise<T> {
  if (ctx.idempotencyKey === undefined) return run();
  if (!IdempotencyKeySchema.safeParse(ctx.idempotencyKey).success) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "Invalid Idempotency-Key" });
  }
  // Hashed: the table holds no session id, and any key fits its column.
  const key = `${scope}:${sha256(`${sessionScope(ctx)}\n${ctx.idempotencyKey}`)}`;
  const fingerprint = sha256(JSON.stringify(input));
  const claim = await claimIdempotencyKey(ctx.db, key, fingerprint, Date.now());
  if (claim.status === "replay") {
    if (claim.fingerprint !== fingerprint || claim.response === null) {
      throw new TRPCError({
        code: "UNPROCESSABLE_CONTENT",
        message: "Idempotency-Key was already used for another request",
      });
    }
    ctx.unchanged();
    const now = await current(JSON.parse(claim.response) as T);
    if (now === undefined) {
      throw new TRPCError({ code: "NOT_FOUND", message: "What this request made has since been deleted" });
    }
    return now;
  }
  const result = await run();
  await saveIdempotentResponse(ctx.db, key, JSON.stringify(result));
  return result;
}

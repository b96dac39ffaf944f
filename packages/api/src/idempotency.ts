import { createHash } from "node:crypto";
import { TRPCError } from "@trpc/server";

import { claimIdempotencyKey, saveIdempotentResponse } from "@repo/db";
import { IdempotencyKeySchema } from "@repo/schema";

import type { Context } from "./context";

/**
 * Runs a write once per Idempotency-Key: a retry with the same key (a lost acknowledgement) gets
 * the first answer back instead of a second recipe. Must run inside the write's transaction
 * (writeProcedure), so the key and the write commit together.
 */
export async function idempotent<T>(ctx: Context, scope: string, input: unknown, run: () => Promise<T>) {
  if (ctx.idempotencyKey === undefined) return run();
  if (!IdempotencyKeySchema.safeParse(ctx.idempotencyKey).success) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "Invalid Idempotency-Key" });
  }
  const key = `${scope}:${ctx.idempotencyKey}`;
  const fingerprint = createHash("sha256").update(JSON.stringify(input)).digest("base64url");
  const claim = await claimIdempotencyKey(ctx.db, key, fingerprint, Date.now());
  if (claim.status === "replay") {
    if (claim.fingerprint !== fingerprint || claim.response === null) {
      throw new TRPCError({
        code: "UNPROCESSABLE_CONTENT",
        message: "Idempotency-Key was already used for another request",
      });
    }
    return JSON.parse(claim.response) as T;
  }
  const result = await run();
  await saveIdempotentResponse(ctx.db, key, JSON.stringify(result));
  return result;
}

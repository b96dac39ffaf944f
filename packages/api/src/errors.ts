import { TRPCError } from "@trpc/server";

import type { Fault } from "@repo/db";
import { faultOf } from "@repo/db";
import { nlServer } from "@repo/strings";

/** Carried as a TRPCError's cause so an HTTP layer can set Retry-After. */
export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`Retry after ${seconds} s`);
  }
}

/** When to try again: a restarting database is back in seconds, a full disk needs someone. */
const RETRY_SECONDS: Record<Fault, number> = { database: 5, full: 60, readonly: 60 };

/** A 503 with the Dutch reason and Retry-After for a fault below the app, or null for anything else. */
export function unavailableError(error: unknown): TRPCError | null {
  const fault = faultOf(error);
  if (!fault) return null;
  return new TRPCError({
    code: "SERVICE_UNAVAILABLE",
    message: nlServer.unavailable[fault],
    cause: new RetryAfter(RETRY_SECONDS[fault]),
  });
}

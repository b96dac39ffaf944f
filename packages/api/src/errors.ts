/** Carried as a TRPCError's cause so an HTTP layer can set Retry-After. */
export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`Retry after ${seconds} s`);
  }
}

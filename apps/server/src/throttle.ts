import type { LoginThrottle } from "@repo/api";
import type { Db } from "@repo/db";
import { clearLoginFailures, pruneLoginFailures, recentLoginFailures, recordLoginFailure } from "@repo/db";

/**
 * Failed logins per client in a sliding window, kept in the database so that every app
 * instance counts the same failures. A success clears the client's record, so the real admin
 * is never locked out for long.
 */
export function createLoginThrottle(
  db: Db,
  opts: { maxAttempts: number; windowSeconds: number; now?: () => number },
): LoginThrottle {
  const now = opts.now ?? Date.now;
  const windowMs = opts.windowSeconds * 1000;
  return {
    async retryAfter(client) {
      const at = now();
      const failures = await recentLoginFailures(db, client, at - windowMs);
      if (failures.length < opts.maxAttempts) return 0;
      const oldestCounted = failures[failures.length - opts.maxAttempts] ?? at;
      return Math.max(1, Math.ceil((oldestCounted + windowMs - at) / 1000));
    },
    async fail(client) {
      const at = now();
      await recordLoginFailure(db, client, at);
      await pruneLoginFailures(db, at - windowMs);
    },
    async succeed(client) {
      await clearLoginFailures(db, client);
    },
  };
}

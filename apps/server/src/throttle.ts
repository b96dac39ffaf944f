import type { LoginThrottle } from "@repo/api";
import type { Db } from "@repo/db";
import { clearLoginAttempts, pruneLoginAttempts, reserveLoginAttempt } from "@repo/db";

/**
 * Login attempts per client in a fixed window, kept in the database so that every app instance
 * counts the same attempts. Each attempt is reserved before its password is checked; a success
 * clears the client's record, so the real admin is never locked out for long.
 */
export function createLoginThrottle(
  db: Db,
  opts: { maxAttempts: number; windowSeconds: number; now?: () => number },
): LoginThrottle {
  const now = opts.now ?? Date.now;
  const windowMs = opts.windowSeconds * 1000;
  return {
    async reserve(client) {
      const at = now();
      const { count, windowStart } = await reserveLoginAttempt(db, client, at, at - windowMs);
      // A new window is a good moment to drop everyone else's ended ones.
      if (count === 1) await pruneLoginAttempts(db, at - windowMs);
      if (count <= opts.maxAttempts) return 0;
      return Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000));
    },
    async succeed(client) {
      await clearLoginAttempts(db, client);
    },
  };
}

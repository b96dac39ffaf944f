import type { LoginThrottle } from "@repo/api";
import type { Db } from "@repo/db";
import { clearLoginAttempts, faultOf, pruneLoginAttempts, reserveLoginAttempt } from "@repo/db";

/** Clients counted in memory while the database takes no writes; past this many it starts over. */
const MAX_MEMORY_CLIENTS = 10_000;

/**
 * Login attempts per client in a fixed window, kept in the database so that every app instance
 * counts the same attempts. Each attempt is reserved before its password is checked; a success
 * clears the client's record, so the real admin is never locked out for long. While the database
 * cannot be written (a full or read-only disk) attempts are counted in this process's memory
 * instead, so the admin can still log in with the right password and guessing stays limited.
 */
export function createLoginThrottle(
  db: Db,
  opts: { maxAttempts: number; windowSeconds: number; now?: () => number },
): LoginThrottle {
  const now = opts.now ?? Date.now;
  const windowMs = opts.windowSeconds * 1000;
  const memory = new Map<string, { count: number; windowStart: number }>();

  function reserveInMemory(client: string, at: number) {
    const held = memory.get(client);
    if (held && held.windowStart > at - windowMs) {
      held.count += 1;
      return held;
    }
    if (memory.size >= MAX_MEMORY_CLIENTS) memory.clear();
    const fresh = { count: 1, windowStart: at };
    memory.set(client, fresh);
    return fresh;
  }

  async function reserveInDb(client: string, at: number) {
    try {
      const reservation = await reserveLoginAttempt(db, client, at, at - windowMs);
      // A new window is a good moment to drop everyone else's ended ones.
      if (reservation.count === 1) await pruneLoginAttempts(db, at - windowMs);
      return reservation;
    } catch (error) {
      const fault = faultOf(error);
      if (fault !== "full" && fault !== "readonly") throw error;
      return undefined;
    }
  }

  return {
    async reserve(client) {
      const at = now();
      const reservation = (await reserveInDb(client, at)) ?? reserveInMemory(client, at);
      if (reservation.count <= opts.maxAttempts) return 0;
      return Math.max(1, Math.ceil((reservation.windowStart + windowMs - at) / 1000));
    },
    async succeed(client) {
      memory.delete(client);
      await clearLoginAttempts(db, client).catch((error: unknown) => {
        if (!faultOf(error)) throw error;
      });
    },
  };
}

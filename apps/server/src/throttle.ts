import type { LoginThrottle } from "@repo/api";

/**
 * Failed logins per client in a sliding window, kept in memory.
 * A success clears the client's record, so the real admin is never locked out for long.
 */
export function createLoginThrottle(opts: { maxAttempts: number; windowSeconds: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const failures = new Map<string, number[]>();
  const windowMs = opts.windowSeconds * 1000;

  function recent(client: string): number[] {
    const cutoff = now() - windowMs;
    const list = (failures.get(client) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) failures.delete(client);
    else failures.set(client, list);
    return list;
  }

  const throttle: LoginThrottle = {
    retryAfter(client) {
      const list = recent(client);
      if (list.length < opts.maxAttempts) return 0;
      const oldest = list[list.length - opts.maxAttempts] ?? now();
      return Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000));
    },
    fail(client) {
      failures.set(client, [...recent(client), now()]);
    },
    succeed(client) {
      failures.delete(client);
    },
  };
  return throttle;
}

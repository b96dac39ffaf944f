/** Clients counted before the oldest windows are dropped: memory stays bounded under a flood. */
const MAX_KEYS = 50_000;

/**
 * Events per key in a fixed window, in this process's memory: `take` counts one and says whether
 * it was within `max`. With several instances each counts its own share, which bounds abuse per
 * instance; the stored-bytes limit, which matters most, is kept in the database.
 */
export function windowCounter(max: number, windowMs: number, now: () => number) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key: string): boolean {
      const at = now();
      let held = windows.get(key);
      if (!held || held.start <= at - windowMs) {
        if (windows.size >= MAX_KEYS) {
          for (const [other, window] of windows) if (window.start <= at - windowMs) windows.delete(other);
          if (windows.size >= MAX_KEYS) windows.clear();
        }
        held = { start: at, count: 0 };
        windows.set(key, held);
      }
      held.count += 1;
      return held.count <= max;
    },
    /** Seconds until the key's window ends (for Retry-After). */
    retryAfter(key: string): number {
      const held = windows.get(key);
      return held ? Math.max(1, Math.ceil((held.start + windowMs - now()) / 1000)) : 1;
    },
  };
}

/** Open things per key (streams per client). */
export function openCounter(max: number) {
  const open = new Map<string, number>();
  return {
    open(key: string): boolean {
      const count = open.get(key) ?? 0;
      if (count >= max) return false;
      open.set(key, count + 1);
      return true;
    },
    close(key: string) {
      const count = (open.get(key) ?? 1) - 1;
      if (count <= 0) open.delete(key);
      else open.set(key, count);
    },
  };
}

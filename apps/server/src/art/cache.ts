/**
 * A small least-recently-used map of pending builds: concurrent requests for the same key share
 * one build, a failed build is forgotten, and the oldest entry goes when the map is full.
 */
export function createLruCache<T>(maxEntries: number) {
  const entries = new Map<string, Promise<T>>();
  return {
    get(key: string, build: () => Promise<T>): Promise<T> {
      const existing = entries.get(key);
      if (existing) {
        // Re-inserting moves the key to the newest end.
        entries.delete(key);
        entries.set(key, existing);
        return existing;
      }
      const pending = build();
      entries.set(key, pending);
      pending.catch(() => {
        if (entries.get(key) === pending) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return pending;
    },
    get size() {
      return entries.size;
    },
  };
}

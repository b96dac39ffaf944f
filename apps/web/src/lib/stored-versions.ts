import type { StoredFormat } from "./stored-list";

/** Turns the items of one stored version into those of the next. */
export type Migration = (items: unknown[]) => unknown[];

/**
 * A list stored as `{ version, items }`: version n is carried to the current one by
 * `migrations[n - 1]`, `migrations[n]` and on, so the current version is `migrations.length + 1`.
 * A value that is no such list, or one from a newer version than this code knows, cannot be
 * read: it is removed from `key`, and `onDiscard` tells the visitor.
 */
export function versioned<T>(
  key: string,
  migrations: readonly Migration[],
  onDiscard: () => void,
): StoredFormat<T> {
  const current = migrations.length + 1;
  return {
    read(value) {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
      const { version, items } = value as { version?: unknown; items?: unknown };
      if (!Number.isInteger(version) || !Array.isArray(items)) return undefined;
      const from = version as number;
      if (from < 1 || from > current) return undefined;
      return migrations.slice(from - 1).reduce<unknown[]>((carried, migrate) => migrate(carried), items);
    },
    write: (items) => ({ version: current, items }),
    onDiscard() {
      try {
        localStorage.removeItem(key);
      } catch {
        // Storage switched off: there is nothing to remove either.
      }
      onDiscard();
    },
  };
}

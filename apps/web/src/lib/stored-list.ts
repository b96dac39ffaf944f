import { useSyncExternalStore } from "react";

export interface StoredList<T> {
  /** The list right now, outside React. */
  snapshot: () => readonly T[];
  /**
   * Stores the list, then shows it wherever it is used, also in the site's other tabs. Returns
   * whether it is on the device: a confirmation comes after this and says so when it is not.
   */
  write: (items: readonly T[]) => boolean;
  /** Told after every write of this tab (not other tabs'): how a shared copy learns of a change. */
  onWrite: (listener: () => void) => () => void;
  useList: () => readonly T[];
  /** One value read from the list (a primitive): the component renders again only when it changes. */
  useSelected: <S>(select: (items: readonly T[]) => S) => S;
}

export interface StoredListOptions<T> {
  /** When storage refuses a write: the list holds until the page closes, or stays as it was. */
  inMemory: boolean;
  /** At most this many items are read or written (default 200). */
  max?: number;
  /** Which end of the list holds the newest items, kept when the list is over `max` (default the first). */
  newest?: "first" | "last";
  /** Items no longer worth keeping (an old finished timer): dropped as the list is read. */
  isCurrent?: (item: T) => boolean;
  /** A stored form with a version (stored-versions.ts); without it, the bare list. */
  format?: StoredFormat<T>;
  /** Kept for this tab only, over reloads (sessionStorage), instead of on the device. */
  tabOnly?: boolean;
}

const DEFAULT_MAX = 200;

/**
 * How a list is stored when it carries a version (stored-versions.ts): `read` turns the stored
 * value into this version's items, or undefined when it cannot, and then `onDiscard` runs.
 */
export interface StoredFormat<T> {
  read: (value: unknown) => readonly unknown[] | undefined;
  write: (items: readonly T[]) => unknown;
  onDiscard: () => void;
}

/**
 * A list kept in this device's localStorage under `key`, shared by every component that shows
 * it. A stored value that is not a list, or items that are not `isItem`, read as nothing (a
 * hand-edited value or switched-off storage never breaks a page). The list is bounded: a planted
 * or piled-up value cannot make a page do unbounded work.
 */
export function storedList<T>(
  key: string,
  isItem: (value: unknown) => value is T,
  { inMemory, max = DEFAULT_MAX, newest = "first", isCurrent, format, tabOnly }: StoredListOptions<T>,
): StoredList<T> {
  const storage = () => (tabOnly ? sessionStorage : localStorage);
  // Nothing stored is the very list the server rendered its pages with, so the app adopts a page
  // without rendering every part that shows the list again.
  const none: readonly T[] = [];
  const listeners = new Set<() => void>();
  const writeListeners = new Set<() => void>();
  let current: readonly T[] | null = null;

  const orNone = (items: readonly T[]) => (items.length > 0 ? items : none);
  const bounded = (items: readonly T[]) =>
    items.length <= max ? items : newest === "first" ? items.slice(0, max) : items.slice(-max);

  function read(): readonly T[] {
    let value: unknown;
    try {
      const raw = storage().getItem(key);
      if (raw === null) return none;
      value = JSON.parse(raw);
    } catch {
      value = undefined;
    }
    const items = format ? format.read(value) : Array.isArray(value) ? value : undefined;
    if (items === undefined) format?.onDiscard();
    if (!items) return none;
    const known = bounded(items.filter(isItem));
    return orNone(isCurrent ? known.filter(isCurrent) : known);
  }

  function snapshot() {
    current ??= read();
    return current;
  }

  function show(items: readonly T[] | null) {
    current = items;
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) show(null);
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  function write(all: readonly T[]) {
    const items = bounded(all);
    let stored = true;
    try {
      storage().setItem(key, JSON.stringify(format ? format.write(items) : items));
    } catch {
      stored = false;
    }
    show(stored || inMemory ? orNone(items) : null);
    for (const listener of writeListeners) listener();
    return stored;
  }

  return {
    snapshot,
    write,
    onWrite(listener) {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },
    useList: () => useSyncExternalStore(subscribe, snapshot, () => none),
    useSelected: (select) =>
      useSyncExternalStore(
        subscribe,
        () => select(snapshot()),
        () => select(none),
      ),
  };
}

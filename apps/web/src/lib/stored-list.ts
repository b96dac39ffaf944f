import { useSyncExternalStore } from "react";

export interface StoredList<T> {
  /** The list right now, outside React. */
  snapshot: () => readonly T[];
  /** Stores the list and shows it wherever it is used, also in the site's other tabs. */
  write: (items: readonly T[]) => void;
  useList: () => readonly T[];
}

/**
 * A list kept in this device's localStorage under `key`, shared by every component that shows
 * it. A stored value that is not a list, or items that are not `isItem`, read as nothing (a
 * hand-edited value or switched-off storage never breaks a page). When storage refuses a write,
 * `inMemory` decides: the list holds until the page closes, or stays as it was.
 */
export function storedList<T>(
  key: string,
  isItem: (value: unknown) => value is T,
  { inMemory }: { inMemory: boolean },
): StoredList<T> {
  // Nothing stored is the very list the server rendered its pages with, so the app adopts a page
  // without rendering every part that shows the list again.
  const none: readonly T[] = [];
  const listeners = new Set<() => void>();
  let current: readonly T[] | null = null;

  const orNone = (items: readonly T[]) => (items.length > 0 ? items : none);

  function read(): readonly T[] {
    try {
      const value: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
      return Array.isArray(value) ? orNone(value.filter(isItem)) : none;
    } catch {
      return none;
    }
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

  function write(items: readonly T[]) {
    let stored = true;
    try {
      localStorage.setItem(key, JSON.stringify(items));
    } catch {
      stored = false;
    }
    show(stored || inMemory ? orNone(items) : null);
  }

  return {
    snapshot,
    write,
    useList: () => useSyncExternalStore(subscribe, snapshot, () => none),
  };
}

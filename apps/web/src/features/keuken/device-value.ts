import { useSyncExternalStore } from "react";

/**
 * One dataset kept on this device under its own name: a JSON value with get, set and subscribe,
 * so a shared household document can later take it over by that name. A stored value that does
 * not pass `isValue` reads as the fallback: a hand-edited value never breaks a page.
 */
export interface DeviceValue<T> {
  /** The localStorage key, also the dataset's name. */
  key: string;
  get: () => T;
  /** Stores it and shows it everywhere, in other tabs too; false when the device would not keep it. */
  set: (value: T) => boolean;
  subscribe: (listener: () => void) => () => void;
  /** Whether anything is stored at all (a first use gets suggestions). */
  stored: () => boolean;
  /** Forgets it on this device. */
  clear: () => void;
  use: () => T;
}

export function deviceValue<T>(
  key: string,
  isValue: (value: unknown) => value is T,
  fallback: T,
): DeviceValue<T> {
  const listeners = new Set<() => void>();
  let current: { value: T; stored: boolean } | null = null;

  function read() {
    try {
      const raw = localStorage.getItem(key);
      if (raw === null) return { value: fallback, stored: false };
      const value: unknown = JSON.parse(raw);
      return isValue(value) ? { value, stored: true } : { value: fallback, stored: false };
    } catch {
      return { value: fallback, stored: false };
    }
  }

  const snapshot = () => (current ??= read());
  const show = () => {
    current = null;
    for (const listener of listeners) listener();
  };

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) show();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  function set(value: T) {
    let kept = true;
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      kept = false;
    }
    show();
    // Storage refused: the value holds for as long as the page is open.
    if (!kept) current = { value, stored: true };
    return kept;
  }

  function clear() {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored to forget.
    }
    show();
  }

  return {
    key,
    get: () => snapshot().value,
    set,
    subscribe,
    stored: () => snapshot().stored,
    clear,
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => snapshot().value,
        () => fallback,
      ),
  };
}

export const isWordList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 500 && value.every((v) => typeof v === "string" && v.length <= 100);

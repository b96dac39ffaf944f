import type { RefObject } from "react";
import { useEffect, useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False while the app adopts the server's first paint, true from the next render on: what only
 * the browser knows (the URL's query, this device's storage) waits until then, so the app's
 * first render is the server's page to the letter.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** Whether this device keeps anything under one of `keys` in its storage (a cheap check, no parsing). */
export function keeps(keys: readonly string[]): boolean {
  try {
    return keys.some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

/** Another tab changed this device's storage. */
function onStorage(listener: () => void) {
  addEventListener("storage", listener);
  return () => removeEventListener("storage", listener);
}

/**
 * For a page of what this device keeps, painted by the server as a fresh device sees it: false
 * on the server and while the app adopts that paint, then whether the device keeps one of `keys`
 * (the page then loads what shows it). Its empty message carries `data-empty` with the same keys,
 * which hides it until then (index.html).
 */
export function useKept(keys: readonly string[]): boolean {
  return useSyncExternalStore(
    onStorage,
    () => keeps(keys),
    () => false,
  );
}

/**
 * Takes over what was typed into a field of the server's page before the app started: the field
 * shows it, and from now on the app knows it too.
 */
export function useTypedEarly(field: RefObject<HTMLInputElement | null>, take: (typed: string) => void) {
  useEffect(() => {
    const typed = field.current?.value ?? "";
    if (typed !== "") take(typed);
    // Once, as the app adopts the page.
  }, []);
}

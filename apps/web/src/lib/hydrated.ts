import { useSyncExternalStore } from "react";

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

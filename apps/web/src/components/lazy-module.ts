import { useSyncExternalStore } from "react";

/**
 * A module fetched only when first wanted, with a hook that re-renders once it is there.
 * Visitors' first load stays small; the code arrives before anyone needs it.
 */
export function lazyModule<M>(load: () => Promise<M>) {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  const listeners = new Set<() => void>();

  function start(): Promise<M> {
    pending ??= load().then((module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    });
    return pending;
  }

  function useModule(): M | null {
    return useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => loaded,
      () => null,
    );
  }

  return { start, useModule };
}

import { useCallback, useSyncExternalStore } from "react";

const KEY = "theme";

function isDark() {
  return document.documentElement.classList.contains("dark");
}

const listeners = new Set<() => void>();

/** Dark mode for this browser session: a class on <html>, remembered in sessionStorage. */
export function useDarkMode() {
  const dark = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isDark,
    () => false,
  );
  const toggle = useCallback(() => {
    const next = !isDark();
    document.documentElement.classList.toggle("dark", next);
    try {
      sessionStorage.setItem(KEY, next ? "dark" : "light");
    } catch {
      // Storage can be off (private mode); the toggle still works for this page.
    }
    for (const listener of listeners) listener();
  }, []);
  return { dark, toggle };
}

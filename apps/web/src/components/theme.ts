import { useSyncExternalStore } from "react";

function isDark() {
  return document.documentElement.classList.contains("dark");
}

function onClassChange(listener: () => void) {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/**
 * Whether dark mode is on: a class on <html> that the page's first script sets from the session
 * and toggles on every tap of a `data-theme-toggle` button (see index.html), so the toggle works
 * the same before, while and after the app starts. The app only follows it.
 */
export function useDarkMode() {
  return useSyncExternalStore(onClassChange, isDark, () => false);
}

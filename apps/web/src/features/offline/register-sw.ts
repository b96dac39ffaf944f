/**
 * Registers the offline service worker. Loaded on its own, after the page and the app, so a
 * first visit's first-load JavaScript carries none of it.
 */
export async function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const firstInstall = !navigator.serviceWorker.controller;
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  if (!firstInstall) return;
  // This page and the recipe list arrived before the worker: fetch them once more through it,
  // so the page that brought the visitor here opens offline too.
  navigator.serviceWorker.addEventListener(
    "controllerchange",
    () => {
      const keep = [
        fetch(window.location.pathname, { headers: { accept: "text/html" } }),
        fetch("/api/recipes", { credentials: "include" }),
      ];
      void Promise.allSettled(keep);
    },
    { once: true },
  );
}

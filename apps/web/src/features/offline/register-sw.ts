import { savedIds } from "../saved/saved-store";
import { keepForOffline } from "./keep";

/** The overview's list, as the app reads it (lib/reads). */
const SUMMARIES = "/trpc/recipes.summaries";

/** What this page read from the server before the worker was there: the lists and recipes. */
const DATA = /^\/(trpc|api)\//;

/**
 * Everything the page loaded before the worker took over, asked for again through it: the page
 * itself, its data reads (the overview's list, as the app requests it) and its pictures.
 */
function keepWhatThisPageLoaded() {
  void fetch(window.location.pathname, { headers: { accept: "text/html" } }).catch(() => undefined);
  for (const entry of performance.getEntriesByType("resource")) {
    const url = new URL(entry.name);
    const own = url.origin === window.location.origin;
    const picture =
      entry.initiatorType === "img" ||
      (entry.initiatorType === "link" && !url.pathname.startsWith("/assets/"));
    if (picture) {
      // Loaded as a picture again (the hero came as a preload), so the worker keeps it as one.
      new Image().src = entry.name;
    } else if (own && entry.initiatorType === "fetch" && DATA.test(url.pathname)) {
      void fetch(entry.name, { credentials: "include" }).catch(() => undefined);
    }
  }
}

/** Saved recipes fetched ahead at the first install: two pages each, so at most this many. */
export const MAX_KEPT_AHEAD = 50;

/**
 * The saved ids worth fetching ahead: only those the collection has (a planted or stale id is
 * skipped), the newest first, at most MAX_KEPT_AHEAD.
 */
export function savedToKeep(saved: readonly string[], list: unknown): string[] {
  const data = (list as { result?: { data?: unknown } } | null)?.result?.data;
  const known = new Set(Array.isArray(data) ? data.map((recipe) => (recipe as { id?: unknown }).id) : []);
  return saved.filter((id) => known.has(id)).slice(0, MAX_KEPT_AHEAD);
}

/** The overview's list, read through the worker (which keeps it), then the saved recipes it names. */
async function keepListAndSaved() {
  const list: unknown = await fetch(SUMMARIES, { credentials: "include" }).then((response) =>
    response.ok ? response.json() : null,
  );
  for (const id of savedToKeep(savedIds(), list)) keepForOffline({ id });
}

/**
 * Registers the offline service worker. Loaded on its own, after the page and the app, so a
 * first visit's first-load JavaScript carries none of it.
 */
export async function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const firstInstall = !navigator.serviceWorker.controller;
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  if (!firstInstall) return;
  // This page, its list and the recipes saved so far arrived before the worker: fetch them once
  // more through it, so what brought the visitor here opens offline too.
  navigator.serviceWorker.addEventListener(
    "controllerchange",
    () => {
      keepWhatThisPageLoaded();
      // The overview searches the whole list, which a visit that never searched did not read.
      void keepListAndSaved().catch(() => undefined);
    },
    { once: true },
  );
}

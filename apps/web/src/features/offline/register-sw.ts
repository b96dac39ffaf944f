import { dataOf, procedureUrl } from "@repo/api/wire";

import { savedIds } from "../saved/saved-store";
import { listedRecipeIds } from "../shopping/store";
import { storedWeek } from "../weekmenu/store";
import { keptOffline } from "./caches";
import { keepForOffline } from "./keep";

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

/** Recipes fetched ahead at once: a page, cook mode and a read each, so at most this many. */
export const MAX_KEPT_AHEAD = 50;

/**
 * The ids worth fetching ahead: only those the collection has (a planted or stale id is skipped),
 * in the order given, at most MAX_KEPT_AHEAD.
 */
export function knownToKeep(ids: readonly string[], list: unknown): string[] {
  const data = dataOf(list);
  const known = new Set(Array.isArray(data) ? data.map((recipe) => (recipe as { id?: unknown }).id) : []);
  return ids.filter((id) => known.has(id)).slice(0, MAX_KEPT_AHEAD);
}

/** What the visitor means to have at hand offline: the saved recipes, the week's, the list's. */
const wantedOffline = () => [
  ...new Set([
    ...savedIds(),
    ...(storedWeek()?.week.slots.filter((id) => id !== null) ?? []),
    ...listedRecipeIds(),
  ]),
];

/**
 * The wanted recipes this device does not keep yet (saved before the worker came, or dropped by
 * the browser), checked against the overview's list, read through the worker (which keeps it):
 * on the first install always, as a visit that never searched did not read it.
 */
async function keepWanted(firstInstall: boolean) {
  const kept = await keptOffline();
  const missing = wantedOffline().filter((id) => !kept.has(id));
  if (missing.length === 0 && !firstInstall) return;
  const list: unknown = await fetch(procedureUrl("recipes.summaries"), { credentials: "include" }).then(
    (response) => (response.ok ? response.json() : null),
  );
  keepForOffline(knownToKeep(missing, list));
}

/**
 * Registers the offline service worker. Loaded on its own, after the page and the app, so a
 * first visit's first-load JavaScript carries none of it.
 */
export async function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const firstInstall = !navigator.serviceWorker.controller;
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  if (!firstInstall) {
    void keepWanted(false).catch(() => undefined);
    return;
  }
  // This page, its list and the recipes saved so far arrived before the worker: fetch them once
  // more through it, so what brought the visitor here opens offline too.
  navigator.serviceWorker.addEventListener(
    "controllerchange",
    () => {
      keepWhatThisPageLoaded();
      void keepWanted(true).catch(() => undefined);
    },
    { once: true },
  );
}

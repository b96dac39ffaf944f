/// <reference lib="webworker" />
// The offline service worker: the hashed app shell is precached; pages and the recipe list are
// network-first (a changed site is never served stale while online); pictures are cache-first;
// the CMS and every write go to the network only, the field vitals beacon (a POST to /api/vitals)
// among them: every route below matches GETs alone.
import type { RouteMatchCallbackOptions } from "workbox-core";
import type { PrecacheEntry } from "workbox-precaching";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";

import { dataOf } from "@repo/api/wire";

import { DATA_CACHE, PAGES_CACHE } from "./features/offline/caches";
import { isCopyOfPath } from "./features/offline/page-copy";
import { stalePictures } from "./features/offline/stale-pictures";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** How long a page or the list waits for the network before the kept copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 3;
const DAY = 24 * 60 * 60;

void self.skipWaiting();
cleanupOutdatedCaches();
// The precached template is only the offline fallback: '/' must never be answered with it.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });

const ownGet = ({ request, url }: RouteMatchCallbackOptions) =>
  request.method === "GET" && url.origin === self.location.origin;

/** One kept copy per page: '/recipe/x?porties=4' and '/recipe/x' share it. */
const pathOnly = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    url.search = "";
    return url.href;
  },
};

/** Only the page of the path itself is kept: never a search's page under the plain page's key. */
const onlyCopiesOfPath = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) =>
    isCopyOfPath(request.url, response) ? response : null,
};

/** With neither network nor a kept copy, the app itself starts and says what it can. */
const appShellWhenOffline = {
  handlerDidError: async () => (await matchPrecache("/index.html")) ?? Response.error(),
};

// The CMS and login need the server; offline they get the app, which says so.
registerRoute(
  (options) =>
    ownGet(options) &&
    options.request.mode === "navigate" &&
    /^\/(cms|login)(\/|$)/.test(options.url.pathname),
  new NetworkOnly({ plugins: [appShellWhenOffline] }),
);

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    pathOnly,
    onlyCopiesOfPath,
    appShellWhenOffline,
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
  ],
});

// Every other page, also when a saved, planned or listed recipe is fetched ahead (keep-recipes.ts).
// Which are kept for offline use the server says per answer (onlyCopiesOfPath): the page of a
// route that declares it `offline` comes with its Content-Location; any other page offline is the
// app shell, which draws what lives on the device (the shopping list) or says what it cannot.
registerRoute(
  (options) =>
    ownGet(options) &&
    // The API, the files and the pictures are never pages, whatever the browser asks for.
    !/^\/(api|trpc|objects|art|assets)\//.test(options.url.pathname) &&
    (options.request.mode === "navigate" ||
      (options.request.headers.get("accept") ?? "").includes("text/html")),
  pages,
);

/**
 * A page opened while this worker installed came from the network past it, and the app shell
 * alone cannot show it offline (its data was inlined in the page). Before taking over, the worker
 * keeps the page of every open window as the server renders it, so each reads offline as soon as
 * the worker controls it.
 */
async function keepOpenPages(event: ExtendableEvent) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  await Promise.all(
    windows.map(async (client) => {
      const url = new URL(client.url);
      if (url.origin !== self.location.origin || /^\/(cms|login)(\/|$)/.test(url.pathname)) return;
      const request = new Request(`${url.origin}${url.pathname}`, { headers: { accept: "text/html" } });
      await pages.handle({ event, request }).catch(() => undefined);
    }),
  );
}

self.addEventListener("activate", (event) => {
  event.waitUntil(keepOpenPages(event).then(() => self.clients.claim()));
});

/** The hero as the kept settings name it: undefined when they were never read. */
async function keptHero(): Promise<string | null | undefined> {
  const data = await caches.open(DATA_CACHE);
  for (const request of await data.keys()) {
    if (new URL(request.url).pathname !== "/trpc/settings.get") continue;
    const settings = dataOf(await (await data.match(request))?.json()) as { heroImageUrl?: string | null };
    return settings?.heroImageUrl ?? null;
  }
  return undefined;
}

/** A fresh list says which pictures still show: the kept copies of the others go at once. */
const dropStalePictures = {
  cacheDidUpdate: async ({ request, newResponse }: { request: Request; newResponse: Response }) => {
    if (new URL(request.url).pathname !== "/trpc/recipes.summaries") return;
    const list = dataOf(await newResponse.clone().json());
    const pictures = await caches.open("pictures");
    const kept = (await pictures.keys()).map((entry) => entry.url);
    for (const url of stalePictures(kept, list, await keptHero(), self.location.origin))
      await pictures.delete(url);
  },
};

/**
 * A concept (which only the administrator's session reads) is never kept: on a shared device it
 * would show offline after the logout. Its status is a key of the answer's JSON, never text in it.
 */
const PUBLIC_LISTS = new Set(["/api/recipes", "/trpc/recipes.list", "/trpc/recipes.summaries"]);
const noConcepts = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) =>
    // The public lists never hold one (and are the large answers): only the rest is read.
    !PUBLIC_LISTS.has(new URL(request.url).pathname) &&
    (await response.clone().text()).includes('"status":"draft"')
      ? null
      : response,
};

// The recipe list and the public reads of tRPC (one recipe, the settings); never the session,
// nor the CMS's own list.
registerRoute(
  (options) =>
    ownGet(options) &&
    (options.url.pathname === "/api/recipes" ||
      (options.url.pathname.startsWith("/trpc/") &&
        options.url.pathname
          .slice("/trpc/".length)
          .split(",")
          .every((procedure) => /^(recipes|settings)\./.test(procedure) && procedure !== "recipes.desk"))),
  new NetworkFirst({
    cacheName: DATA_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      noConcepts,
      new ExpirationPlugin({ maxEntries: 300 }),
      dropStalePictures,
    ],
  }),
);

/** What the server marks no-store (a concept's picture, for the administrator) is never kept. */
const notNoStore = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    /\bno-store\b/.test(response.headers.get("cache-control") ?? "") ? null : response,
};

// Pictures (uploads, composed art, the hero, external image URLs) and hashed files never change
// under their URL: the kept copy is served first, for two weeks at most, and a picture the list no
// longer names goes as soon as a fresh list arrives.
registerRoute(
  ({ request, url }) =>
    request.method === "GET" &&
    (request.destination === "image" ||
      (url.origin === self.location.origin && url.pathname.startsWith("/assets/"))),
  new CacheFirst({
    cacheName: "pictures",
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      notNoStore,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

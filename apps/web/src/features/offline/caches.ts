// Shared by the worker and the app: the app reads the worker's caches to tell which recipes open.

/** The worker's cache of pages (and its copy of each kept recipe page and cook mode). */
export const PAGES_CACHE = "pages";
/** The worker's cache of data reads: the list, the settings and each kept recipe's own read. */
export const DATA_CACHE = "data";

/** The read a recipe page and cook mode load the recipe with (lib/reads: `recipes.page`). */
const RECIPE_READ = "/trpc/recipes.page";

/**
 * The recipes whose own read is among `urls` (the data cache's keys): those a card opens
 * offline, page and cook mode alike. A key that is not such a read is passed over.
 */
export function keptRecipeIds(urls: readonly string[]): Set<string> {
  const ids = new Set<string>();
  for (const href of urls) {
    const url = new URL(href, "http://localhost");
    if (url.pathname !== RECIPE_READ) continue;
    try {
      const input = JSON.parse(url.searchParams.get("input") ?? "null") as { id?: unknown } | null;
      if (typeof input?.id === "string") ids.add(input.id);
    } catch {
      // Not a read the app made.
    }
  }
  return ids;
}

/** The recipes kept for offline on this device, as the worker's data cache holds them. */
export async function keptOffline(): Promise<Set<string>> {
  if (typeof caches === "undefined") return new Set();
  const data = await caches.open(DATA_CACHE);
  return keptRecipeIds((await data.keys()).map((request) => request.url));
}

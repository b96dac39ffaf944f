import type { Recipe } from "@repo/domain";

import { recipePath } from "@repo/domain";

/**
 * Fetches a recipe's page and its cook mode through the service worker, which keeps them for
 * reading and cooking offline: a recipe opened inside the app, or saved from a card without
 * being opened.
 */
export function keepForOffline(recipe: Pick<Recipe, "id">) {
  if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) return;
  const path = recipePath(recipe.id);
  for (const page of [path, `${path}/koken`]) {
    void fetch(page, { headers: { accept: "text/html" } }).catch(() => undefined);
  }
}

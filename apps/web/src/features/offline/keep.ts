import type { Recipe } from "@repo/domain";

import { recipePath } from "@repo/domain";

/**
 * Fetches a recipe's page through the service worker, which keeps it for reading offline: a
 * recipe opened inside the app, or saved from a card without being opened.
 */
export function keepForOffline(recipe: Pick<Recipe, "id">) {
  if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) return;
  void fetch(recipePath(recipe.id), { headers: { accept: "text/html" } }).catch(() => undefined);
}

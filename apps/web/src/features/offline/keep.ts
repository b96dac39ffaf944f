import type { Recipe } from "@repo/domain";
import { recipePath } from "@repo/domain";

/**
 * Runs `keep` once a service worker controls the page: at once, or when the worker of a first
 * visit takes over (a fetch before that passes it by and is not kept). Returns a cancel.
 */
function whenControlled(keep: () => void): () => void {
  if (!("serviceWorker" in navigator)) return () => undefined;
  const container = navigator.serviceWorker;
  if (container.controller) {
    keep();
    return () => undefined;
  }
  container.addEventListener("controllerchange", keep, { once: true });
  return () => container.removeEventListener("controllerchange", keep);
}

/** Fetches a page through the service worker, which keeps a copy for offline. */
const fetchPage = (path: string) =>
  void fetch(path, { headers: { accept: "text/html" } }).catch(() => undefined);

/**
 * Keeps a recipe's page and its cook mode for reading and cooking offline: a recipe opened
 * inside the app, or saved from a card without being opened.
 */
export function keepForOffline(recipe: Pick<Recipe, "id">) {
  const path = recipePath(recipe.id);
  whenControlled(() => [path, `${path}/koken`].forEach(fetchPage));
}

/** Keeps the pages of a week's recipes; returns a cancel for when the week changes first. */
export function keepRecipePages(ids: readonly string[]): () => void {
  return whenControlled(() => [...new Set(ids)].map(recipePath).forEach(fetchPage));
}

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

/**
 * Keeps recipes for reading and cooking offline (page, cook mode, read and picture): one opened,
 * saved from a card without being opened, planned in the week or put on the shopping list.
 * Returns a cancel for when the wish passes before the worker is there. Its code loads only then,
 * so no first visit downloads it.
 */
export const keepForOffline = (ids: readonly string[]): (() => void) =>
  whenControlled(() => void import("./keep-recipes").then((m) => m.keepRecipes(ids)).catch(() => undefined));

import { useEffect } from "react";

import { lazyModule } from "~/components/lazy-module";

/**
 * Mijn keuken on a recipe page and in cook mode (the fit with the reader's list, what was
 * cooked): its code and the food table load after the first paint, so the page's first load
 * does not grow by them.
 */
const kitchen = lazyModule(() => import("./recipe-kitchen"));

export function KitchenSlot(props: {
  recipe: { id: string; name: string; ingredients: readonly string[] };
  /** In cook mode before the last step: only the reader's note. */
  noteOnly?: boolean;
}) {
  useEffect(() => {
    const start = () => void kitchen.start().catch(() => undefined);
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(start, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 200);
    return () => clearTimeout(timer);
  }, []);
  const module = kitchen.useModule();
  return module ? <module.RecipeKitchen {...props} /> : null;
}

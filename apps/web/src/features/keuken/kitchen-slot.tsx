import { useEffect, useState } from "react";

import { nl } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import { lazyModule } from "~/components/lazy-module";
import { hasKitchenFacets } from "./keys";

/**
 * Mijn keuken on a recipe page and in cook mode (the fit with the reader's list, what was
 * cooked). Its code and the food table load after the first paint, and only on a device that
 * keeps a list or a cook log; elsewhere the page shows the one button that starts a cook log.
 */
const kitchen = lazyModule(() => import("./recipe-kitchen"));

export function KitchenSlot(props: {
  recipe: { id: string; name: string; ingredients: readonly string[] };
  /** In cook mode before the last step: only the reader's note. */
  noteOnly?: boolean;
}) {
  const [inUse, setInUse] = useState(false);
  useEffect(() => {
    if (!hasKitchenFacets()) return;
    setInUse(true);
    const start = () => void kitchen.start().catch(() => undefined);
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(start, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 200);
    return () => clearTimeout(timer);
  }, []);
  const module = kitchen.useModule();
  if (module && inUse) return <module.RecipeKitchen {...props} />;
  if (props.noteOnly || inUse) return null;
  return (
    <button
      type="button"
      className={buttonClass({ variant: "secondary", className: "mt-4" })}
      onClick={() =>
        void import("./recipe-kitchen").then(({ markMade }) => {
          markMade(props.recipe.id);
          setInUse(true);
          return kitchen.start();
        })
      }
    >
      {nl.kitchen.madeIt}
    </button>
  );
}

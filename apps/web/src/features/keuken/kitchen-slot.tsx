import { useEffect, useState, useSyncExternalStore } from "react";

import { nl } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import { lazyModule } from "~/components/lazy-module";
import { whenIdle } from "~/lib/idle";
import { hasKitchenFacets } from "./keys";

/**
 * Mijn keuken on a recipe page and in cook mode (the fit with the reader's list, what was
 * cooked). Its code and the food table load after the first paint, and only on a device that
 * keeps a list or a cook log; elsewhere the page shows the one button that starts a cook log.
 */
const kitchen = lazyModule(() => import("./recipe-kitchen"));

/** What the device keeps changes with this page's own controls, which load the module. */
const noChange = () => () => undefined;

export function KitchenSlot(props: {
  recipe: { id: string; name: string; ingredients: readonly string[] };
  /** In cook mode before the last step: only the reader's note. */
  noteOnly?: boolean;
}) {
  // The server and the first render know nothing of this device: the button, until it is read.
  const kept = useSyncExternalStore(noChange, hasKitchenFacets, () => false);
  const [started, setStarted] = useState(false);
  const inUse = kept || started;
  useEffect(() => {
    if (!kept) return;
    return whenIdle(() => void kitchen.start().catch(() => undefined), 2000, 200);
  }, [kept]);
  const module = kitchen.useModule();
  if (module && inUse) return <module.RecipeKitchen {...props} />;
  if (props.noteOnly || inUse) return null;
  return (
    <button
      type="button"
      data-print="hide"
      className={buttonClass({ variant: "secondary", className: "mt-4" })}
      onClick={() =>
        void import("./recipe-kitchen").then(({ noteMade }) => {
          noteMade(props.recipe.id);
          setStarted(true);
          return kitchen.start();
        })
      }
    >
      {nl.kitchen.madeIt}
    </button>
  );
}

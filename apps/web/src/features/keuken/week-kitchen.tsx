import { useId, useMemo } from "react";
import { Link } from "@tanstack/react-router";

import type { RecipeSummary } from "@repo/domain";
import type { PlanOptions, Week } from "@repo/domain/weekmenu";
import { checkFit, freeMeals, missingLines, planKitchenWeek } from "@repo/domain/keuken";
import { SLOTS } from "@repo/domain/weekmenu";
import { nlKeuken } from "@repo/strings";

import { deviceValue } from "./device-value";
import { myList } from "./my-list-store";
import { atHome, staples } from "./staples-store";

interface PlanPrefs {
  /** Plan only recipes that fit the reader's list (when there is one). */
  fitsOnly: boolean;
  /** 'Gebruik wat ik in huis heb'. */
  atHome: boolean;
}

const isPrefs = (v: unknown): v is PlanPrefs =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as PlanPrefs).fitsOnly === "boolean" &&
  typeof (v as PlanPrefs).atHome === "boolean";

/** The week planner's two kitchen choices, kept on this device. */
export const planPrefs = deviceValue<PlanPrefs>("receptenboek:weekmenu:keuken", isPrefs, {
  fitsOnly: true,
  atHome: false,
});

export type KitchenPlanner = ReturnType<typeof useKitchenPlan>;

/** The planner's kitchen input: the reader's list (and phase) and what is at home. */
export function useKitchenPlan(recipes: readonly RecipeSummary[]) {
  const list = myList.use();
  const prefs = planPrefs.use();
  const kept = staples.use();
  const picked = atHome.use();
  const hasList = list.notOnList.length > 0 || list.phase === 2;
  const fits = useMemo(() => {
    if (!hasList) return undefined;
    const ok = new Set(recipes.filter((r) => checkFit(r.ingredients, list).fits).map((r) => r.id));
    return (recipe: { id: string }) => ok.has(recipe.id);
  }, [recipes, list, hasList]);
  const missing = useMemo(() => {
    const have = [...kept, ...picked];
    if (!prefs.atHome || have.length === 0) return undefined;
    const need = new Map(recipes.map((r) => [r.id, missingLines(r.ingredients, have).length]));
    return (recipe: { id: string }) => need.get(recipe.id) ?? 0;
  }, [recipes, kept, picked, prefs.atHome]);
  const free = freeMeals(list.phase, SLOTS);
  return {
    hasList,
    prefs,
    fits,
    free,
    plan: (options: PlanOptions, keep?: Week) =>
      planKitchenWeek(
        recipes,
        options,
        { fits: prefs.fitsOnly ? fits : undefined, missing, freeMeals: free },
        keep,
      ),
  };
}

/** The two choices under the week's settings, and which meals the list gave way in. */
export function KitchenPlanOptions({ week, kitchen }: { week: Week; kitchen: KitchenPlanner }) {
  const id = useId();
  const { prefs, fits } = kitchen;
  const off =
    fits && prefs.fitsOnly ? week.slots.filter((slot) => slot !== null && !fits({ id: slot })).length : 0;
  const gaveWay = Math.max(0, off - kitchen.free);
  return (
    <div data-print="hide" className="mt-4 flex flex-col gap-1">
      {kitchen.hasList && (
        <label htmlFor={`${id}-lijst`} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            id={`${id}-lijst`}
            type="checkbox"
            checked={prefs.fitsOnly}
            onChange={(e) => planPrefs.set({ ...prefs, fitsOnly: e.target.checked })}
            className="h-6 w-6 accent-primary"
          />
          {nlKeuken.planFits}
        </label>
      )}
      <label htmlFor={`${id}-huis`} className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          id={`${id}-huis`}
          type="checkbox"
          checked={prefs.atHome}
          onChange={(e) => planPrefs.set({ ...prefs, atHome: e.target.checked })}
          className="h-6 w-6 accent-primary"
        />
        {nlKeuken.planAtHome}
      </label>
      <Link to="/in-huis" className="self-start text-sm text-primary underline underline-offset-2">
        {nlKeuken.links.atHome}
      </Link>
      {gaveWay > 0 && (
        <p role="note" className="mt-2 rounded-lg border border-border bg-surface-2 p-3 text-sm">
          {nlKeuken.planListGaveWay(gaveWay)}
        </p>
      )}
    </div>
  );
}

import { useId, useMemo } from "react";
import { Link } from "@tanstack/react-router";

import type { RecipeSummary } from "@repo/domain";
import type { MyList } from "@repo/domain/keuken";
import type { PlanOptions, Week } from "@repo/domain/weekmenu";
import { checkFit, freeMeals, missingLines, planKitchenWeek } from "@repo/domain/keuken";
import { SLOTS } from "@repo/domain/weekmenu";
import { nlKeuken } from "@repo/strings";

import { deviceValue } from "./device-value";
import { PLAN_PREFS_KEY } from "./keys";
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
export const planPrefs = deviceValue<PlanPrefs>(PLAN_PREFS_KEY, isPrefs, {
  fitsOnly: true,
  atHome: false,
});

export type KitchenPlanner = ReturnType<typeof useKitchenPlan>;

interface Fits {
  hasList: boolean;
  fits: ((recipe: { id: string }) => boolean) | undefined;
}

/** Which recipes fit the reader's own list, when there is one. */
function fitsOf(recipes: readonly RecipeSummary[], list: MyList): Fits {
  const hasList = list.notOnList.length > 0 || list.phase === 2;
  if (!hasList) return { hasList, fits: undefined };
  const ok = new Set(recipes.filter((r) => checkFit(r.ingredients, list).fits).map((r) => r.id));
  return { hasList, fits: (recipe: { id: string }) => ok.has(recipe.id) };
}

/** How many lines each recipe needs beyond what is at home, when the reader asks to use that. */
function missingOf(recipes: readonly RecipeSummary[], prefs: PlanPrefs, have: readonly string[]) {
  if (!prefs.atHome || have.length === 0) return undefined;
  const need = new Map(recipes.map((r) => [r.id, missingLines(r.ingredients, have).length]));
  return (recipe: { id: string }) => need.get(recipe.id) ?? 0;
}

type KitchenInput = Fits & {
  prefs: PlanPrefs;
  missing: ReturnType<typeof missingOf>;
  free: number;
};

const planWith =
  (recipes: readonly RecipeSummary[], { prefs, fits, missing, free }: KitchenInput) =>
  (options: PlanOptions, keep?: Week) =>
    planKitchenWeek(
      recipes,
      options,
      { fits: prefs.fitsOnly ? fits : undefined, missing, freeMeals: free },
      keep,
    );

/** The planner's kitchen input: the reader's list (and phase) and what is at home. */
export function useKitchenPlan(recipes: readonly RecipeSummary[]) {
  const list = myList.use();
  const prefs = planPrefs.use();
  const kept = staples.use();
  const picked = atHome.use();
  const { hasList, fits } = useMemo(() => fitsOf(recipes, list), [recipes, list]);
  const missing = useMemo(
    () => missingOf(recipes, prefs, [...kept, ...picked]),
    [recipes, kept, picked, prefs],
  );
  const input: KitchenInput = { hasList, fits, prefs, missing, free: freeMeals(list.phase, SLOTS) };
  return { ...input, plan: planWith(recipes, input) };
}

/** A first week, planned with what this device keeps, as every later week is. */
export function planFirstWeek(recipes: readonly RecipeSummary[], options: PlanOptions): Week {
  const list = myList.get();
  const prefs = planPrefs.get();
  const input: KitchenInput = {
    ...fitsOf(recipes, list),
    prefs,
    missing: missingOf(recipes, prefs, [...staples.get(), ...atHome.get()]),
    free: freeMeals(list.phase, SLOTS),
  };
  return planWith(recipes, input)(options).week;
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

// The sample week of the landing page: the server paints it, the app adopts it.
import type { PlanRecipe } from "./rules";
import { planWeek } from "./plan";
import { leftoverOf } from "./week";

const SAMPLE = { seed: 20_261_130, start: "2026-11-30", people: 2 } as const;

export interface SampleSlot<R> {
  recipe: R;
  /** The slot whose dish this one eats the rest of. */
  leftoverOf: number | null;
}

export interface WeekSample<R> {
  people: number;
  slots: (SampleSlot<R> | null)[];
}

/** The same sample for the same collection, with only what `pick` keeps of each recipe. */
export function sampleWeek<T extends PlanRecipe, R>(
  recipes: readonly T[],
  pick: (recipe: T) => R,
): WeekSample<R> {
  const { week } = planWeek(recipes, SAMPLE);
  const byId = new Map(recipes.map((r) => [r.id, r]));
  return {
    people: week.people,
    slots: week.slots.map((id, slot) => {
      const recipe = id ? byId.get(id) : undefined;
      return recipe ? { recipe: pick(recipe), leftoverOf: leftoverOf(week, slot, byId) } : null;
    }),
  };
}

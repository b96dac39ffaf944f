// The week planner's kitchen input: which recipes it may plan (the reader's list) and which it
// prefers (those that need least besides what is at home). The planner itself stays as it is:
// this narrows the recipes it is given and fills what it cannot with the rest, saying so.
import type { Plan } from "../weekmenu/plan";
import type { Meal, PlanRecipe } from "../weekmenu/rules";
import type { PlanOptions, Week } from "../weekmenu/week";
import { planWeek } from "../weekmenu/plan";
import { fitsMeal, MEALS } from "../weekmenu/rules";

/** Per meal, at least this many recipes stay candidates, so a week needs no repeats. */
const MIN_CANDIDATES = 7;

export interface KitchenInput<R extends PlanRecipe> {
  /** Whether a recipe fits the reader's list; without it every recipe does. */
  fits?: (recipe: R) => boolean;
  /** Slots of the week that may be off the list (the phase's free meals). */
  freeMeals?: number;
  /** How many items a recipe needs besides what is at home: 'Gebruik wat ik in huis heb'. */
  missing?: (recipe: R) => number;
}

export interface KitchenPlan extends Plan {
  /** The slots planned with a recipe off the list beyond the free meals: the list gave way there. */
  offList: number[];
}

/** Per meal the recipes that need least, widened until there are enough. */
function leastMissing<R extends PlanRecipe>(recipes: readonly R[], missing: (r: R) => number): R[] {
  const kept = new Set<R>();
  for (const meal of MEALS as readonly Meal[]) {
    const ranked = recipes.filter((r) => fitsMeal(r, meal)).sort((a, b) => missing(a) - missing(b));
    const last = ranked[Math.min(MIN_CANDIDATES, ranked.length) - 1];
    const limit = last === undefined ? 0 : missing(last);
    for (const r of ranked) if (missing(r) <= limit) kept.add(r);
  }
  return recipes.filter((r) => kept.has(r));
}

/**
 * The week as planWeek plans it from the recipes the kitchen input prefers; the slots where a
 * rule gives way are planned again from the wider set (all recipes on the list, then all), the
 * others held as they are.
 */
export function planKitchenWeek<R extends PlanRecipe>(
  recipes: readonly R[],
  options: PlanOptions,
  input: KitchenInput<R>,
  keep?: Week,
): KitchenPlan {
  const fits = input.fits ?? (() => true);
  // A meal the visitor locked stays, also when it no longer fits the list.
  const locked = new Set(keep?.slots.filter((id, i) => id !== null && keep.locked[i]));
  const onList = recipes.filter((r) => fits(r) || locked.has(r.id));
  // What needs least is tried first (before the saved recipes), within the rules of the week.
  const least = input.missing ? leastMissing(onList, input.missing).map((r) => r.id) : [];
  const preferring: PlanOptions =
    least.length > 0 ? { ...options, prefer: [...least, ...(options.prefer ?? [])] } : options;
  const tiers = [onList, recipes];
  let plan = planWeek(onList, preferring, keep);
  for (const tier of tiers.slice(1)) {
    const loose = new Set(plan.gaveWay.map((g) => g.slot));
    if (loose.size === 0) break;
    // A visitor's lock holds even where its meal gives way to a rule in the new week.
    const held: Week = {
      ...plan.week,
      locked: plan.week.slots.map((id, i) => id !== null && (plan.week.locked[i] === true || !loose.has(i))),
    };
    plan = planWeek(tier, preferring, held);
  }
  // Only what the visitor locked stays locked.
  const week = {
    ...plan.week,
    locked: plan.week.slots.map((id, i) => keep?.locked[i] === true && keep.slots[i] === id),
  };
  const byId = new Map(recipes.map((r) => [r.id, r]));
  const off = week.slots.flatMap((id, slot) => {
    const recipe = id ? byId.get(id) : undefined;
    return recipe && !fits(recipe) ? [slot] : [];
  });
  return { week, gaveWay: plan.gaveWay, offList: off.slice(input.freeMeals ?? 0) };
}

// What a day's summary shows: what the rules can check, and which rule a slot breaks.
import type { PlanContext, Rule, Week } from "./week";
import { styleGroup } from "../food/protein-groups";
import { MEALS, proteinGrams } from "./rules";
import { slotBreaks } from "./week";

export interface DayCheck {
  /** Filled slots of three. */
  meals: number;
  /** Different protein groups among them, as the style counts them (all cow's dairy is one). */
  groups: number;
  /** Per person, of the meals whose calories are known. */
  kcal: number;
  /** Per person; null while a meal's protein is unknown. */
  protein: number | null;
  /** Each rule a slot of the day breaks, once per slot, in slot order. */
  breaks: { slot: number; rule: Rule }[];
}

export function checkDay(week: Week, day: number, ctx: PlanContext): DayCheck {
  const slots = MEALS.map((_, i) => day * MEALS.length + i);
  const recipes = slots.flatMap((slot) => {
    const id = week.slots[slot];
    const recipe = id ? ctx.byId.get(id) : undefined;
    return recipe ? [recipe] : [];
  });
  const grams = recipes.map(proteinGrams);
  return {
    meals: recipes.length,
    groups: new Set(recipes.flatMap((r) => styleGroup(r.proteinType) ?? [])).size,
    kcal: recipes.reduce((sum, r) => sum + (r.calories ?? 0), 0),
    protein:
      recipes.length > 0 && grams.every((g) => g !== null)
        ? Math.round(grams.reduce((sum: number, g) => sum + (g ?? 0), 0))
        : null,
    breaks: slots.flatMap((slot) =>
      week.slots[slot] ? slotBreaks(week, slot, ctx).map((rule) => ({ slot, rule })) : [],
    ),
  };
}

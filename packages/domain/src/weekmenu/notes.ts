// What the week adds to its meals besides the recipes: a side where a meal is light on protein,
// a piece of fruit on a day whose meals have none, and a reminder the evening before a meal that
// has to be started ahead.
import type { StyleGroup } from "../food/protein-groups";
import type { Meal } from "./rules";
import type { PlanContext, Week } from "./week";
import { styleGroup } from "../food/protein-groups";
import { fruitOfMonth } from "../season/fruit";
import { addDays } from "./dates";
import { DEFAULT_MEAL_TIMES, mealOfSlot, MEALS, MORNING_START, tooLittleProtein } from "./rules";
import { leftoverOf } from "./week";

/** Sides that bring a meal up to its protein: one per group, with the filter option it is. */
export const PROTEIN_SIDES = {
  ei: { group: "ei", filter: "Ei" },
  kwark: { group: "zuivel", filter: "Yoghurt" },
  edamame: { group: "peulvruchten", filter: "Peulvruchten" },
  noten: { group: "notenZaden", filter: "Noten" },
} as const satisfies Record<string, { group: StyleGroup; filter: string }>;
export type ProteinSide = keyof typeof PROTEIN_SIDES;
const SIDE_KEYS = Object.keys(PROTEIN_SIDES) as ProteinSide[];

const recipeAt = (week: Week, slot: number, ctx: Pick<PlanContext, "byId">) => {
  const id = week.slots[slot];
  return id ? ctx.byId.get(id) : undefined;
};

/**
 * The side for a meal below its slot's protein minimum: of the meal's own group where one is
 * (the style keeps one protein group per meal), else of a group the day does not have yet and the
 * visitor does not exclude. Null for a meal with protein enough, or when no side fits.
 */
export function proteinSide(week: Week, slot: number, ctx: PlanContext): ProteinSide | null {
  const recipe = recipeAt(week, slot, ctx);
  if (!recipe || !tooLittleProtein(recipe, mealOfSlot(slot))) return null;
  const fits = (key: ProteinSide) => !ctx.excluded.has(PROTEIN_SIDES[key].filter);
  const own = SIDE_KEYS.find((key) => PROTEIN_SIDES[key].group === styleGroup(recipe.proteinType));
  if (own && fits(own)) return own;
  const day = Math.floor(slot / MEALS.length) * MEALS.length;
  const dayGroups = MEALS.map((_, i) => recipeAt(week, day + i, ctx)).flatMap((r) =>
    r ? [styleGroup(r.proteinType)] : [],
  );
  return SIDE_KEYS.find((key) => fits(key) && !dayGroups.includes(PROTEIN_SIDES[key].group)) ?? null;
}

/**
 * A day's fruit: null when one of its meals has fruit in it, else a piece of Dutch fruit in
 * season that month ('een peer'), a different one from day to day where the month has several.
 */
export function dayFruit(week: Week, day: number, ctx: PlanContext): string | null {
  const meals = MEALS.map((_, i) => recipeAt(week, day * MEALS.length + i, ctx));
  if (meals.some((recipe) => recipe?.fruit)) return null;
  const month = Number(addDays(week.start, day).slice(5, 7));
  const fruit = fruitOfMonth(month);
  return fruit[day % fruit.length]?.name ?? null;
}

const minutesOf = (time: string) => {
  const [h = "0", m = "0"] = time.split(":");
  return Number(h) * 60 + Number(m);
};

export interface AheadReminder {
  /** The day the reminder is on: the day before the meal (or the first day, for its own first meal). */
  day: number;
  /** The meal's slot. */
  slot: number;
  /** On the day before, as 'Vanavond: ... klaarzetten voor morgen'. */
  eveningBefore: boolean;
}

/**
 * The meals that must be started the evening before: their work and waiting together take longer
 * than there is between the morning (MORNING_START) and the meal's time. A leftover is ready.
 */
export function aheadReminders(
  week: Week,
  ctx: Pick<PlanContext, "byId">,
  times: Readonly<Record<Meal, string>> = DEFAULT_MEAL_TIMES,
): AheadReminder[] {
  return week.slots.flatMap((_, slot) => {
    const recipe = recipeAt(week, slot, ctx);
    if (!recipe || leftoverOf(week, slot, ctx.byId) !== null) return [];
    const room = minutesOf(times[mealOfSlot(slot)]) - minutesOf(MORNING_START);
    if (recipe.prepTime + (recipe.waitTime ?? 0) <= room) return [];
    const day = Math.floor(slot / MEALS.length);
    return [{ day: Math.max(0, day - 1), slot, eveningBefore: day > 0 }];
  });
}

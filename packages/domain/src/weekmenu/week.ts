// The week and what each slot breaks: one function decides the rules for the planner, for a swap
// and for the day's check of a hand-made change.
import type { MaxActive, Meal, PlanRecipe } from "./rules";
import { proteinGroup } from "../food/protein-groups";
import { addDays, isWeekend } from "./dates";
import { shuffled } from "./prng";
import {
  dayOfSlot,
  DEFAULT_MAX_ACTIVE,
  excludedGroups,
  fitsMeal,
  isExcluded,
  makesLeftover,
  mealOfSlot,
  MEALS,
  SLOTS,
} from "./rules";

/** A planned week: exactly what the device keeps and the share link carries. */
export interface Week {
  seed: number;
  /** The first day, 'YYYY-MM-DD'. */
  start: string;
  people: number;
  /** Breakfast, lunch and dinner of each day in turn: 21 recipe ids or null for an empty slot. */
  slots: (string | null)[];
  /** Per slot: kept by 'Nieuwe week'. */
  locked: boolean[];
}

export interface PlanOptions {
  seed: number;
  start: string;
  people: number;
  /** Keys of EXCLUSIONS. */
  exclusions?: readonly string[];
  maxActive?: MaxActive;
}

/** The rules a slot can break, in the order the planner lets them give way. */
export const RULES = ["repeat", "activeTime", "proteinGroup", "exclusion", "meal"] as const;
export type Rule = (typeof RULES)[number];

export interface PlanContext<R extends PlanRecipe = PlanRecipe> {
  byId: ReadonlyMap<string, R>;
  /** Per meal, the recipes that may fill it after the exclusions, in the seed's order. */
  candidates: Readonly<Record<Meal, readonly R[]>>;
  excluded: ReadonlySet<string>;
  maxActive: MaxActive;
}

export function planContext<R extends PlanRecipe>(
  recipes: readonly R[],
  options: PlanOptions,
): PlanContext<R> {
  const excluded = excludedGroups(options.exclusions ?? []);
  // Sorted first, so the seed alone decides the order whatever order the collection came in.
  const sorted = [...recipes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const candidates = Object.fromEntries(
    MEALS.map((meal, i) => [
      meal,
      shuffled(
        sorted.filter((r) => fitsMeal(r, meal) && !isExcluded(r, excluded)),
        (options.seed + i * 0x9e3779b9) >>> 0,
      ),
    ]),
  ) as Record<Meal, R[]>;
  return {
    byId: new Map(recipes.map((r) => [r.id, r])),
    candidates,
    excluded,
    maxActive: options.maxActive ?? DEFAULT_MAX_ACTIVE,
  };
}

export function emptyWeek(seed: number, start: string, people: number): Week {
  return {
    seed,
    start,
    people,
    slots: Array.from({ length: SLOTS }, () => null),
    locked: Array.from({ length: SLOTS }, () => false),
  };
}

export function maxActiveOn(week: Pick<Week, "start">, day: number, maxActive: MaxActive): number {
  return isWeekend(addDays(week.start, day)) ? maxActive.weekend : maxActive.weekday;
}

/**
 * The earlier slot whose dish this slot eats the rest of ('Restje van maandag'), or null: the
 * second time a dish that makes a leftover appears, on a later day than the first.
 */
export function leftoverOf(week: Week, slot: number, byId: ReadonlyMap<string, PlanRecipe>): number | null {
  const id = week.slots[slot];
  if (!id) return null;
  const recipe = byId.get(id);
  if (!recipe || !makesLeftover(recipe, week.people)) return null;
  const earlier = week.slots.slice(0, slot).flatMap((other, i) => (other === id ? [i] : []));
  const first = earlier[0];
  return earlier.length === 1 && first !== undefined && dayOfSlot(first) < dayOfSlot(slot) ? first : null;
}

/** The rules the slot's recipe breaks in this week. An empty slot breaks 'meal'. */
export function slotBreaks(week: Week, slot: number, ctx: PlanContext): Rule[] {
  const id = week.slots[slot];
  const recipe = id ? ctx.byId.get(id) : undefined;
  if (!id || !recipe) return ["meal"];
  const breaks: Rule[] = [];
  const leftover = leftoverOf(week, slot, ctx.byId) !== null;
  const day = dayOfSlot(slot);
  const others = week.slots.flatMap((other, i) => (i !== slot && other ? [i] : []));
  const twin = others.find(
    (i) => week.slots[i] === id && leftoverOf(week, i, ctx.byId) !== slot && !leftover,
  );
  if (twin !== undefined) breaks.push("repeat");
  // The active time is the preparation time, as on the recipe page and in the time filter: what
  // the dish does by itself (its waitTime) comes on top and does not count.
  if (!leftover && recipe.prepTime > maxActiveOn(week, day, ctx.maxActive)) breaks.push("activeTime");
  const group = proteinGroup(recipe.proteinType);
  const sameDay = others.filter((i) => dayOfSlot(i) === day);
  if (sameDay.some((i) => groupOf(week.slots[i], ctx) === group)) breaks.push("proteinGroup");
  if (isExcluded(recipe, ctx.excluded)) breaks.push("exclusion");
  if (!leftover && !fitsMeal(recipe, mealOfSlot(slot))) breaks.push("meal");
  return breaks;
}

function groupOf(id: string | null | undefined, ctx: PlanContext): string | undefined {
  const recipe = id ? ctx.byId.get(id) : undefined;
  return recipe && proteinGroup(recipe.proteinType);
}

/** How much a set of broken rules weighs: a rule later in RULES outweighs all earlier ones. */
export function breakWeight(breaks: readonly Rule[]): number {
  return breaks.reduce((sum, rule) => sum + 2 ** RULES.indexOf(rule), 0);
}

// The week and what each slot breaks: one function decides the rules for the planner, for a swap
// and for the day's check of a hand-made change.
import type { StyleGroup } from "../food/protein-groups";
import type { MaxActive, Meal, PlanRecipe } from "./rules";
import { styleGroup } from "../food/protein-groups";
import { inSeason } from "../season/months";
import { addDays, isWeekend } from "./dates";
import { shuffled } from "./prng";
import {
  dayOfSlot,
  DAYS,
  DEFAULT_MAX_ACTIVE,
  excludedGroups,
  fitsMeal,
  isExcluded,
  makesLeftover,
  mealOfSlot,
  MEALS,
  proteinGrams,
  slotOf,
  SLOTS,
  tooLittleProtein,
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
  /** Recipe ids the visitor saved: tried first wherever they keep the rules. */
  prefer?: readonly string[];
}

/**
 * The rules a slot can break, in the order the planner lets them give way: a group on a fourth
 * day first (every meal of that group counts), then a meal light on protein (it gets a side), a
 * dish twice, a dish out of season, too much work, a group twice on a day; never an exclusion or
 * the meal itself.
 */
export const RULES = [
  "spread",
  "protein",
  "repeat",
  "season",
  "activeTime",
  "proteinGroup",
  "exclusion",
  "meal",
] as const;

/** The style's limit: a protein group on at most this many days of a week. */
export const GROUP_DAYS_MAX = 3;
export type Rule = (typeof RULES)[number];

export interface PlanContext<R extends PlanRecipe = PlanRecipe> {
  byId: ReadonlyMap<string, R>;
  /** Per meal, the recipes that may fill it after the exclusions, in the seed's order. */
  candidates: Readonly<Record<Meal, readonly R[]>>;
  excluded: ReadonlySet<string>;
  maxActive: MaxActive;
  /** The visitor's saved recipes (PlanOptions.prefer). */
  preferred: ReadonlySet<string>;
}

export function planContext<R extends PlanRecipe>(
  recipes: readonly R[],
  options: PlanOptions,
): PlanContext<R> {
  const excluded = excludedGroups(options.exclusions ?? []);
  // Sorted first, so the seed alone decides the order whatever order the collection came in.
  const sorted = [...recipes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const prefer = new Set(options.prefer ?? []);
  const candidates = Object.fromEntries(
    MEALS.map((meal, i) => {
      const order = shuffled(
        sorted.filter((r) => fitsMeal(r, meal) && !isExcluded(r, excluded)),
        (options.seed + i * 0x9e3779b9) >>> 0,
      );
      // Saved recipes first, each group in the seed's order.
      return [meal, [...order.filter((r) => prefer.has(r.id)), ...order.filter((r) => !prefer.has(r.id))]];
    }),
  ) as Record<Meal, R[]>;
  return {
    byId: new Map(recipes.map((r) => [r.id, r])),
    candidates,
    excluded,
    maxActive: options.maxActive ?? DEFAULT_MAX_ACTIVE,
    preferred: prefer,
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

/** Per day of a week starting on `start`: its month and whether it is a weekend day. */
let calendar: { start: string; months: number[]; weekend: boolean[] } | null = null;
function calendarOf(start: string) {
  if (calendar?.start !== start) {
    const dates = Array.from({ length: DAYS }, (_, day) => addDays(start, day));
    calendar = { start, months: dates.map((d) => Number(d.slice(5, 7))), weekend: dates.map(isWeekend) };
  }
  return calendar;
}

export function maxActiveOn(week: Pick<Week, "start">, day: number, maxActive: MaxActive): number {
  return calendarOf(week.start).weekend[day] ? maxActive.weekend : maxActive.weekday;
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
  let first = -1;
  for (let i = 0; i < slot; i++) {
    if (week.slots[i] !== id) continue;
    if (first >= 0) return null;
    first = i;
  }
  return first >= 0 && dayOfSlot(first) < dayOfSlot(slot) ? first : null;
}

/** The rules the slot's recipe breaks in this week. An empty slot breaks 'meal'. */
export function slotBreaks(week: Week, slot: number, ctx: PlanContext): Rule[] {
  const id = week.slots[slot];
  const recipe = id ? ctx.byId.get(id) : undefined;
  if (!id || !recipe) return ["meal"];
  const breaks: Rule[] = [];
  const leftover = leftoverOf(week, slot, ctx.byId) !== null;
  const day = dayOfSlot(slot);
  const repeated =
    !leftover &&
    week.slots.some((other, i) => i !== slot && other === id && leftoverOf(week, i, ctx.byId) !== slot);
  if (repeated) breaks.push("repeat");
  // The active time is the preparation time, as on the recipe page and in the time filter: what
  // the dish does by itself (its waitTime) comes on top and does not count.
  if (!leftover && recipe.prepTime > maxActiveOn(week, day, ctx.maxActive)) breaks.push("activeTime");
  const meal = mealOfSlot(slot);
  breaks.push(...groupBreaks(week, slot, styleGroup(recipe.proteinType), ctx));
  if (!leftover && !inSeason(recipe.season, calendarOf(week.start).months[day] ?? 1)) breaks.push("season");
  if (!leftover && tooLittleProtein(recipe, meal)) breaks.push("protein");
  if (isExcluded(recipe, ctx.excluded)) breaks.push("exclusion");
  if (!leftover && !fitsMeal(recipe, meal)) breaks.push("meal");
  return breaks;
}

/**
 * The rules a meal of `group` breaks in this slot by its group alone: another meal of the group
 * that day, or the group on too many other days. The same for every recipe of the group.
 */
export function groupBreaks(week: Week, slot: number, group: StyleGroup | null, ctx: PlanContext): Rule[] {
  if (group === null) return [];
  const breaks: Rule[] = [];
  const day = dayOfSlot(slot);
  const days = new Set<number>();
  for (let i = 0; i < week.slots.length; i++) {
    if (i === slot || groupOf(week.slots[i], ctx) !== group) continue;
    if (dayOfSlot(i) === day) {
      if (!breaks.includes("proteinGroup")) breaks.push("proteinGroup");
    } else days.add(dayOfSlot(i));
  }
  if (days.size >= GROUP_DAYS_MAX) breaks.push("spread");
  return breaks;
}

function groupOf(id: string | null | undefined, ctx: PlanContext): StyleGroup | null {
  const recipe = id ? ctx.byId.get(id) : undefined;
  return recipe ? styleGroup(recipe.proteinType) : null;
}

/**
 * The day's lunch brings more protein than this dinner. The style has lunch about 10 g lighter:
 * the planner prefers a dinner that keeps it so, without counting it as a rule that gives way.
 */
export function heavierLunch(week: Week, day: number, dinner: PlanRecipe, ctx: PlanContext): boolean {
  const id = week.slots[slotOf(day, "lunch")];
  const lunch = id ? ctx.byId.get(id) : undefined;
  const [a, b] = [lunch && proteinGrams(lunch), proteinGrams(dinner)];
  return a != null && b != null && a > b;
}

/** How much a set of broken rules weighs: a rule later in RULES outweighs all earlier ones. */
export function breakWeight(breaks: readonly Rule[]): number {
  return breaks.reduce((sum, rule) => sum + 2 ** RULES.indexOf(rule), 0);
}

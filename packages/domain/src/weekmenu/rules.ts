// The week menu's rules as data: which chapters may fill which meal, which protein groups an
// exclusion removes, the default times, and when a dish is cooked on purpose for a second meal.
import type { ProteinGroup } from "../food/protein-groups";
import type { Chapter } from "../recipe/options";
import { proteinGroup, styleGroup } from "../food/protein-groups";

export const MEALS = ["breakfast", "lunch", "dinner"] as const;
export type Meal = (typeof MEALS)[number];

export const DAYS = 7;
export const SLOTS = DAYS * MEALS.length;

/**
 * The chapter -> meal mapping. Breakfast stays breakfast; lunch takes the light and cold chapters,
 * dinner the warm ones. Sauces and basics, snacks and the smoothies and oven bites are part of a
 * meal or between meals, never a meal of their own, so they are in no list.
 */
export const MEAL_CHAPTERS: Readonly<Record<Meal, readonly Chapter[]>> = {
  breakfast: ["Ontbijt"],
  lunch: ["Lunch", "Soepen", "Koude gerechten"],
  dinner: ["Diner", "Ritme & Rust in Balans"],
};

/** The exclusions a visitor can choose, each as the protein groups it takes out of the plan. */
export const EXCLUSIONS = {
  vegetarisch: ["Kip", "Vis", "Kalfsvlees", "Ham"],
  geenVis: ["Vis"],
  geenVarkensvlees: ["Ham"],
  geenKip: ["Kip"],
  geenZuivel: ["Yoghurt", "Geitenkaas", "Mozzarella", "Cottage cheese"],
  geenEi: ["Ei"],
  geenNoten: ["Noten"],
} as const satisfies Record<string, readonly ProteinGroup[]>;
export type Exclusion = keyof typeof EXCLUSIONS;
export const EXCLUSION_KEYS = Object.keys(EXCLUSIONS) as Exclusion[];

export interface MaxActive {
  /** Minutes of active cooking a meal may ask on Monday to Friday, and on Saturday and Sunday. */
  weekday: number;
  weekend: number;
}
export const DEFAULT_MAX_ACTIVE: MaxActive = { weekday: 30, weekend: 60 };

/** The meal times of the calendar file: five hours apart, as the rules ask. */
export const DEFAULT_MEAL_TIMES: Readonly<Record<Meal, string>> = {
  breakfast: "08:00",
  lunch: "13:00",
  dinner: "18:30",
};

export const PEOPLE_MIN = 1;
export const PEOPLE_MAX = 12;
export const PEOPLE_DEFAULT = 2;

/** What the planner reads of a recipe; the overview's summaries carry all of it. */
export interface PlanRecipe {
  id: string;
  name: string;
  chapter: string;
  proteinType: string;
  prepTime: number;
  calories: number | null;
  servings?: number;
  /** Minutes the dish waits on top of the active prepTime (oven, stewing, a night in the fridge). */
  waitTime?: number | null;
  /** Protein per portion, in grams, when the recipe's nutrition is known. */
  protein?: number | null;
  /** The months its main produce is in season; null or absent for all year. */
  season?: readonly number[] | null;
  /** Its lines hold a piece of fruit. */
  fruit?: boolean;
}

/**
 * The least protein a meal brings, per portion, for it to be planned as a whole meal. The style
 * asks a palm-sized portion of protein at every meal, lunch about 10 g lighter than dinner; these
 * minimums are our reading of that for the book's portions (a breakfast of two eggs is about
 * 13 g, a dinner of 125 g fish about 25 g). A meal below it gets a suggested side.
 */
export const PROTEIN_MIN: Readonly<Record<Meal, number>> = { breakfast: 14, lunch: 15, dinner: 20 };

/** The first meal time from which a cook can start: earlier work is the evening before. */
export const MORNING_START = "07:00";

export function mealOfSlot(slot: number): Meal {
  return MEALS[slot % MEALS.length] ?? "breakfast";
}

export function dayOfSlot(slot: number): number {
  return Math.floor(slot / MEALS.length);
}

export function slotOf(day: number, meal: Meal): number {
  return day * MEALS.length + MEALS.indexOf(meal);
}

export function fitsMeal(recipe: Pick<PlanRecipe, "chapter">, meal: Meal): boolean {
  return (MEAL_CHAPTERS[meal] as readonly string[]).includes(recipe.chapter);
}

export function excludedGroups(exclusions: readonly string[]): ReadonlySet<string> {
  return new Set(exclusions.flatMap((key) => (EXCLUSIONS as Record<string, readonly string[]>)[key] ?? []));
}

export function isExcluded(recipe: Pick<PlanRecipe, "proteinType">, excluded: ReadonlySet<string>): boolean {
  return excluded.has(proteinGroup(recipe.proteinType));
}

/**
 * A soup or a dish for four that makes at least twice what the week's people eat: the rest is
 * planned as the next day's lunch instead of a second recipe.
 */
export function makesLeftover(recipe: Pick<PlanRecipe, "chapter" | "servings">, people: number): boolean {
  const servings = recipe.servings ?? 1;
  return (recipe.chapter === "Soepen" || servings >= 4) && servings >= 2 * people;
}

export function proteinGrams(recipe: Pick<PlanRecipe, "protein">): number | null {
  return typeof recipe.protein === "number" ? recipe.protein : null;
}

/** Too little protein for a whole meal: below the slot's minimum, or no protein group at all. */
export function tooLittleProtein(recipe: Pick<PlanRecipe, "protein" | "proteinType">, meal: Meal): boolean {
  const grams = proteinGrams(recipe);
  return styleGroup(recipe.proteinType) === null || (grams !== null && grams < PROTEIN_MIN[meal]);
}

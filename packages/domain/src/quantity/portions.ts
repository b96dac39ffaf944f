import { recipeServings } from "../recipe/recipe";

/** The number of people a recipe can be scaled to (?porties=), on every page that reads it. */
export const MIN_PEOPLE = 1;
export const MAX_PEOPLE = 50;

/** A whole number from 1 to 50 written plainly: no sign, exponent, fraction, hex or padding. */
const PLAIN_PEOPLE = /^[1-9][0-9]?$/;

/**
 * The people a URL's `?porties=` asks for, or undefined when it names no valid number: anything a
 * link can carry (text, 1e308, -1, 0, 51, NaN, an object) is refused rather than shown.
 */
export function parsePeople(raw: unknown): number | undefined {
  const value = typeof raw === "string" ? (PLAIN_PEOPLE.test(raw) ? Number(raw) : Number.NaN) : raw;
  return typeof value === "number" && Number.isInteger(value) && value >= MIN_PEOPLE && value <= MAX_PEOPLE
    ? value
    : undefined;
}

/**
 * The one rule for `?porties=` wherever it is read (recipe page, print, cook mode, shopping list,
 * week menu): a valid number of people, otherwise the recipe's own servings.
 */
export function peopleFromSearch(
  raw: unknown,
  recipe: { ingredients: readonly string[]; servings?: number | null },
): number {
  return parsePeople(raw) ?? recipeServings(recipe);
}

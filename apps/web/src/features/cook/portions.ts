import type { Recipe } from "@repo/domain";
import { useMemo } from "react";

import { recipeServings, scaleIngredients } from "@repo/domain";

export const MIN_PEOPLE = 1;
export const MAX_PEOPLE = 50;

/** The number of people in the URL (?porties=4), so a scaled recipe can be shared. */
export interface PortionsSearch {
  porties?: number;
}

// Checked by hand, like the overview's search: visitor pages carry no validator library.
export function parsePortionsSearch(raw: Record<string, unknown>): PortionsSearch {
  const value = typeof raw.porties === "string" ? Number(raw.porties) : raw.porties;
  return typeof value === "number" && Number.isInteger(value) && value >= MIN_PEOPLE && value <= MAX_PEOPLE
    ? { porties: value }
    : {};
}

/** The people to cook for and the ingredient lines for them. */
export function usePortions(
  recipe: Pick<Recipe, "ingredients"> & { servings?: number | null },
  porties?: number,
) {
  const servings = recipeServings(recipe);
  const people = porties ?? servings;
  const ingredients = useMemo(
    () => (people === servings ? recipe.ingredients : scaleIngredients(recipe.ingredients, servings, people)),
    [recipe.ingredients, servings, people],
  );
  /** The search for another number of people; the recipe's own number leaves the URL. */
  const searchFor = (n: number): PortionsSearch => (n === servings ? {} : { porties: n });
  return { people, ingredients, searchFor };
}

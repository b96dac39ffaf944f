import type { Recipe } from "@repo/domain";
import { useMemo } from "react";

import { recipeServings, scaleIngredients } from "@repo/domain";

import type { PortionsSearch } from "./portions-search";

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

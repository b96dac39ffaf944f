import type { RecipeNutrition } from "./nutrition";

/** Whether the nutrition table can be shown: every line was placed in the food table. */
export function nutritionComplete(
  nutrition: RecipeNutrition | null | undefined,
): nutrition is RecipeNutrition {
  return nutrition?.unmatched.length === 0;
}

/**
 * The one energy figure a visitor sees for a recipe: on its card, on its page, in the week menu
 * and in its JSON-LD. The administrator's calories come first (the spec's card shows the recipe's
 * calories); the figure computed from the ingredients stands in only where none was typed. The
 * nutrition table beside it stays computed and says so, and the form shows the administrator
 * both figures, with a warning when they differ.
 */
export function shownCalories(recipe: {
  calories: number | null;
  nutrition?: RecipeNutrition | null;
}): number | null {
  if (recipe.calories != null) return recipe.calories;
  return nutritionComplete(recipe.nutrition) ? recipe.nutrition.perPortion.kcal : null;
}

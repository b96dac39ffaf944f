import type { RecipeNutrition } from "./food/nutrition";

/** Whether the nutrition table can be shown: every line was placed in the food table. */
export function nutritionComplete(
  nutrition: RecipeNutrition | null | undefined,
): nutrition is RecipeNutrition {
  return nutrition?.unmatched.length === 0;
}

/**
 * The one energy figure a visitor sees for a recipe: on its card, on its page, in the week menu
 * and in its JSON-LD. While the nutrition table is complete it is the table's kcal: that figure
 * stands beside the table and its named source, and it follows the ingredients and portions when
 * they change, where a typed figure goes stale. The typed calories are shown only when there is
 * no complete table to contradict them. The form warns the administrator when the two differ.
 */
export function shownCalories(recipe: {
  calories: number | null;
  nutrition?: RecipeNutrition | null;
}): number | null {
  return nutritionComplete(recipe.nutrition) ? recipe.nutrition.perPortion.kcal : recipe.calories;
}

// What the week asks of the shopping list: each recipe once, for every meal it feeds.
import type { RecipeForList } from "../shopping/shopping-entries";
import type { Week } from "./week";
import { SHOPPING_LIMITS } from "../limits/shopping";
import { recipeServings } from "../recipe/recipe";

/** A recipe as the week's list needs it: its name, its lines and the people they are for. */
export interface ShoppableRecipe {
  id: string;
  name: string;
  servings?: number | null;
  ingredients: readonly string[];
}

/**
 * The week's recipes for the shopping list, in the order the week first serves them. A recipe is
 * bought once for all its meals, the week's people each: a leftover ('Restje van maandag') is
 * eaten from the pot cooked for the first meal, so it adds its portions to that cook and never a
 * second recipe. Recipes no longer in the collection are left out.
 */
export function weekShopping(
  week: Pick<Week, "slots" | "people">,
  byId: ReadonlyMap<string, ShoppableRecipe>,
): RecipeForList[] {
  const meals = new Map<string, number>();
  for (const id of week.slots) {
    if (id && byId.has(id)) meals.set(id, (meals.get(id) ?? 0) + 1);
  }
  return [...meals].flatMap(([id, count]) => {
    const recipe = byId.get(id);
    if (!recipe) return [];
    return [
      {
        id,
        name: recipe.name,
        servings: recipeServings(recipe),
        portions: Math.min(SHOPPING_LIMITS.portionsMax, count * week.people),
        lines: recipe.ingredients,
      },
    ];
  });
}

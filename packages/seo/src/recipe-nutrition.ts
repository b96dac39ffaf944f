import type { Diet } from "@repo/domain";
import { nutritionComplete, shownCalories } from "@repo/domain";
import { nl } from "@repo/strings";

import type { HeadRecipe } from "./head";

/** schema.org's RestrictedDiet values for the labels that have one. */
export const SCHEMA_DIETS: Partial<Record<Diet, string>> = {
  vegetarisch: "https://schema.org/VegetarianDiet",
  veganistisch: "https://schema.org/VeganDiet",
  glutenvrij: "https://schema.org/GlutenFreeDiet",
  lactosevrij: "https://schema.org/LowLactoseDiet",
};

const grams = (n: number) => `${n} g`;

/** The computed values when every line was placed; the typed calories alone otherwise. */
export function nutritionInformation(recipe: Pick<HeadRecipe, "nutrition" | "calories">) {
  const servingSize = nl.recipe.servings(1);
  const n = recipe.nutrition;
  const kcal = shownCalories(recipe);
  if (nutritionComplete(n)) {
    const p = n.perPortion;
    return {
      "@type": "NutritionInformation",
      servingSize,
      calories: `${kcal} kcal`,
      proteinContent: grams(p.protein),
      carbohydrateContent: grams(p.carbs),
      sugarContent: grams(p.sugars),
      fatContent: grams(p.fat),
      saturatedFatContent: grams(p.saturated),
      fiberContent: grams(p.fiber),
      // Sodium, as schema.org names it: salt / 2.5.
      sodiumContent: `${Math.round((p.salt / 2.5) * 1000)} mg`,
    };
  }
  if (kcal == null) return undefined;
  return { "@type": "NutritionInformation", calories: `${kcal} kcal`, servingSize };
}

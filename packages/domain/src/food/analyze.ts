import type { DerivedLabels } from "./labels";
import type { RecipeNutrition } from "./nutrition";
import type { FoodTable } from "./table";
import { labelsOf } from "./labels";
import { matchLine } from "./match";
import { nutritionOf } from "./nutrition";

/**
 * Raised whenever the mapping, the weights or the table change: stored analyses of an older
 * revision are worked out again when the server starts.
 */
export const ANALYSIS_REVISION = 2;

export interface RecipeAnalysis {
  nutrition: RecipeNutrition;
  labels: DerivedLabels;
}

/** Everything the ingredient lines tell: one matching pass for nutrition and labels. */
export function analyzeRecipe(lines: readonly string[], servings: number, table?: FoodTable): RecipeAnalysis {
  const matches = lines.map(matchLine);
  return { nutrition: nutritionOf(matches, servings, table), labels: labelsOf(matches) };
}

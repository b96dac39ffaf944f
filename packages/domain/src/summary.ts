import type { Recipe } from "./recipe";

/**
 * A recipe as the overview needs it: what a card shows and what search and the filters read.
 * The instructions (most of a recipe's bytes) and the timestamps stay with the full recipe.
 */
export type RecipeSummary = Omit<Recipe, "instructions" | "createdAt" | "updatedAt">;

export function toRecipeSummary(recipe: Recipe): RecipeSummary {
  // Everything but the named fields, so a field added to Recipe reaches the cards too.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { instructions, createdAt, updatedAt, ...summary } = recipe;
  return summary;
}

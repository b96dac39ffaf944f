import type { RecipeArtLabel } from "./art/label";
import type { Recipe } from "./recipe";

/**
 * A recipe as a visitor's page reads it: the recipe and its picture's label, which the server
 * works out so the browser never draws a picture to find its URL or describe it.
 */
export type LabeledRecipe = Recipe & { art: RecipeArtLabel };

/** What only the recipe's own page reads: the overview's list leaves it out. */
type PageOnly =
  | "instructions"
  | "createdAt"
  | "updatedAt"
  | "intro"
  | "tools"
  | "tips"
  | "storage"
  | "nutrition"
  | "allergens"
  | "dietOverrides"
  | "dietConflicts";

/**
 * A recipe as the overview needs it: what a card shows and what search and the filters read.
 * The instructions (most of a recipe's bytes), the page's texts and the timestamps stay with
 * the full recipe.
 */
export type RecipeSummary = Omit<LabeledRecipe, PageOnly>;

export function toRecipeSummary(recipe: LabeledRecipe): RecipeSummary {
  // Everything but the named fields, so a field added to Recipe reaches the cards too.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const {
    instructions,
    createdAt,
    updatedAt,
    intro,
    tools,
    tips,
    storage,
    nutrition,
    allergens,
    dietOverrides,
    dietConflicts,
    ...summary
  } = recipe;
  return summary;
}

import type { RecipeArtLabel } from "../art/label";
import type { Recipe } from "./recipe";
import { shownIcons } from "../claims";
import { shownCalories } from "../food/shown-calories";
import { recipeFacts } from "../season/season";

/**
 * A recipe as a visitor's page reads it: the recipe and its picture's label, which the server
 * works out so the browser never draws a picture to find its URL or describe it.
 */
export type LabeledRecipe = Recipe & { art: RecipeArtLabel };

/** What only the recipe's own page reads: the overview's list leaves it out. */
const PAGE_ONLY = [
  "instructions",
  "createdAt",
  "updatedAt",
  "intro",
  "tools",
  "tips",
  "storage",
  "nutrition",
  "allergens",
  "dietOverrides",
  "dietConflicts",
  "byBrand",
  // Every recipe a list shows a visitor is published: the cards need no status.
  "status",
] as const;

/**
 * A recipe as the overview needs it: what a card shows and what search and the filters read.
 * The instructions (most of a recipe's bytes), the page's texts and the timestamps stay with
 * the full recipe. Its `calories` are the figure visitors see (shownCalories), not necessarily
 * the typed one, and its `icons` carry the protein-rich mark the nutrition earns (shownIcons):
 * the nutrition that decides both stays with the full recipe.
 */
export type RecipeSummary = Omit<LabeledRecipe, (typeof PAGE_ONLY)[number]> & SummaryFacts;

/** What the week menu and the season facet read, worked out from the recipe on the server. */
export interface SummaryFacts {
  /** Protein per portion in grams, when the nutrition is known. */
  protein?: number | null;
  /** The months its main produce is in season (1 to 12); null for all year. */
  season?: number[] | null;
  /** Its lines hold a piece of fruit. */
  fruit?: boolean;
}

export function toRecipeSummary(recipe: LabeledRecipe): RecipeSummary {
  // Everything but the named fields, so a field added to Recipe reaches the cards too.
  const summary: Partial<LabeledRecipe> & SummaryFacts = {
    ...recipe,
    calories: shownCalories(recipe),
    icons: shownIcons(recipe),
    protein: recipe.nutrition?.perPortion.protein ?? null,
    ...recipeFacts(recipe),
  };
  for (const key of PAGE_ONLY) delete summary[key];
  return summary as RecipeSummary;
}

/** What a week menu's slot shows of its recipe. */
export type WeekRecipe = Pick<RecipeSummary, "id" | "name" | "imageUrl" | "prepTime" | "calories" | "art">;

export const toWeekRecipe = ({ id, name, imageUrl, prepTime, calories, art }: RecipeSummary): WeekRecipe => ({
  id,
  name,
  imageUrl,
  prepTime,
  calories,
  art,
});

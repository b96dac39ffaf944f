import type { LabeledRecipe } from "@repo/domain";

import type { Reads } from "~/lib/reads";
import { recipeNotFound } from "~/components/not-found";
import { NotFoundError, useRead, useReads } from "~/lib/reads";

/** The recipe for a recipe page or cook mode; an unknown id is the route's 'not found'. */
export async function loadRecipe(reads: Reads, id: string) {
  try {
    const recipe = await reads.fetch("recipes.page", { id });
    // The id schema reads a padded id as the recipe's own, but only its one spelling is its page.
    if (recipe.id !== id) throw recipeNotFound();
    return recipe;
  } catch (error) {
    if (error instanceof NotFoundError) throw recipeNotFound();
    throw error;
  }
}

/**
 * The recipe the route's loader loaded, kept current: after a change in the CMS the page shows
 * the new version once it has arrived, and the loaded one until then.
 */
export function useLoadedRecipe(id: string, loaded: LabeledRecipe): LabeledRecipe {
  return useRead(useReads().of("recipes.page", { id })).data ?? loaded;
}

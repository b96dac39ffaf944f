import { notFound } from "@tanstack/react-router";

import type { LabeledRecipe } from "@repo/domain";

import { NotFoundError, reads, useRead } from "~/lib/reads";

/** The recipe for a recipe page or cook mode; an unknown id is the route's 'not found'. */
export async function loadRecipe(id: string) {
  try {
    return await reads.recipe(id).ensure();
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    throw error;
  }
}

/**
 * The recipe the route's loader loaded, kept current: after a change in the CMS the page shows
 * the new version once it has arrived, and the loaded one until then.
 */
export function useLoadedRecipe(id: string, loaded: LabeledRecipe): LabeledRecipe {
  return useRead(reads.recipe(id)).data ?? loaded;
}

import { notFound } from "@tanstack/react-router";

import type { TrpcUtils } from "~/lib/trpc";
import { isNotFound } from "~/lib/trpc";

/** The recipe for a recipe page or cook mode; an unknown id is the route's 'not found'. */
export async function loadRecipe(utils: TrpcUtils, id: string) {
  // Coming from the overview, the list already holds this recipe: show it at once.
  const fromList = utils.recipes.list.getData()?.find((r) => r.id === id);
  if (fromList && !utils.recipes.byId.getData({ id })) {
    utils.recipes.byId.setData({ id }, fromList);
  }
  try {
    return await utils.recipes.byId.ensureData({ id });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

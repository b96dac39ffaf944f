import { useMemo } from "react";

import type { Recipe } from "@repo/domain";
import { peopleFromSearch, recipeServings } from "@repo/domain";

import type { PortionsSearch } from "./portions-search";
import { Cached, useRead } from "~/lib/reads";

const scaler = new Cached(() => import("./scale"));

/** Loads the quantity rules as a finger or the focus nears the control, so a change shows at once. */
const prepare = () => void scaler.ensure().catch(() => undefined);

/** The people to cook for and the ingredient lines for them. */
export function usePortions(
  recipe: Pick<Recipe, "ingredients"> & { servings?: number | null },
  porties?: unknown,
) {
  const servings = recipeServings(recipe);
  const people = peopleFromSearch(porties, recipe);
  const scaled = people !== servings;
  const rules = useRead(scaler, { enabled: scaled }).data;
  const ingredients = useMemo(
    () =>
      scaled && rules ? rules.scaleIngredients(recipe.ingredients, servings, people) : recipe.ingredients,
    [recipe.ingredients, servings, people, scaled, rules],
  );
  /** The search for another number of people; the recipe's own number leaves the URL. */
  const searchFor = (n: number): PortionsSearch => (n === servings ? {} : { porties: n });
  return { people, ingredients, searchFor, prepare };
}

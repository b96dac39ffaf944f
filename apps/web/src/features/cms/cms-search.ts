import type { Recipe } from "@repo/domain";
import { normalize } from "@repo/domain";

/** The CMS list's search: part of the name or the chapter, ignoring case and accents. */
export function matchesCmsSearch(recipe: Pick<Recipe, "name" | "chapter">, query: string): boolean {
  const q = normalize(query);
  return q === "" || normalize(recipe.name).includes(q) || normalize(recipe.chapter).includes(q);
}

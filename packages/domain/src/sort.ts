import type { SortOrder } from "./options";
import { normalize } from "./normalize";

interface Sortable {
  name: string;
  prepTime: number;
}

/**
 * Found recipes in the order the visitor chose. The list comes oldest first (the order the
 * collection is stored in), so 'nieuw' turns it round; 'tijd' puts the least work first; and
 * 'relevantie', while searching, puts the recipes whose name holds every word searched for before
 * those found by an ingredient. Equals keep the list's order.
 */
export function sortRecipes<R extends Sortable>(
  recipes: readonly R[],
  sort: SortOrder = "relevantie",
  queryWords: readonly string[] = [],
): R[] {
  if (sort === "nieuw") return [...recipes].reverse();
  if (sort === "tijd") return [...recipes].sort((a, b) => a.prepTime - b.prepTime);
  if (queryWords.length === 0) return [...recipes];
  const byName: R[] = [];
  const others: R[] = [];
  for (const recipe of recipes) {
    const name = normalize(recipe.name);
    (queryWords.every((word) => name.includes(word)) ? byName : others).push(recipe);
  }
  return [...byName, ...others];
}

import type { SortOrder } from "../recipe/options";

/** A found recipe with its normalised name, which the search index keeps once per list. */
interface Found {
  recipe: { prepTime: number };
  index: { name: string };
}

/**
 * Found recipes in the order the visitor chose. The list comes oldest first (the order the
 * collection is stored in), so 'nieuw' turns it round; 'tijd' puts the least work first; and
 * 'relevantie', while searching, puts the recipes whose name holds every word searched for before
 * those found by an ingredient. Equals keep the list's order.
 */
export function sortFound<T extends Found>(
  found: readonly T[],
  sort: SortOrder = "relevantie",
  queryWords: readonly string[] = [],
): T[] {
  if (sort === "nieuw") return [...found].reverse();
  if (sort === "tijd") return [...found].sort((a, b) => a.recipe.prepTime - b.recipe.prepTime);
  if (queryWords.length === 0) return [...found];
  const byName: T[] = [];
  const others: T[] = [];
  for (const item of found) {
    const { name } = item.index;
    (queryWords.every((word) => name.includes(word)) ? byName : others).push(item);
  }
  return [...byName, ...others];
}

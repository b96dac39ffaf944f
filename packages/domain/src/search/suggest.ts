import { normalize } from "../text/normalize";
import { parseQuery } from "./search";

/** Edit distance between two short words (letters changed, added or dropped). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** How far a query word is from a name: its nearest word, or the start of one ('courg' in courgette). */
function wordDistance(query: string, nameWords: readonly string[]): number {
  let best = query.length;
  for (const word of nameWords) {
    best = Math.min(best, distance(query, word), distance(query, word.slice(0, query.length)) + 1);
  }
  return best;
}

/**
 * Up to `limit` recipes whose names come closest to a query that found nothing, so a visitor
 * who misspelled badly still has somewhere to go. Names too far off are not suggested.
 */
export function suggestRecipes<R extends { name: string }>(
  recipes: readonly R[],
  query: string,
  limit = 3,
): R[] {
  const words = parseQuery(query);
  const letters = words.join("").length;
  if (letters < 3) return [];
  // Roughly one wrong letter in three is still a recognisable name.
  const allowed = Math.max(1, Math.floor(letters / 3));
  return recipes
    .map((recipe, order) => {
      const nameWords = normalize(recipe.name)
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
      const score = words.reduce((sum, word) => sum + wordDistance(word, nameWords), 0);
      return { recipe, order, score };
    })
    .filter((entry) => entry.score <= allowed)
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.recipe);
}

import { normalize } from "../text/normalize";
import { queryWord, textMatches, wordMatches } from "./search-rule";
import { words, wordStems } from "./stem";

export { oneEditApart, TYPO_MIN_LENGTH } from "./search-rule";
export { stem } from "./stem";

/** A name as a file or URL part: 'Sauzen & Basisrecepten' -> 'sauzen-basisrecepten'. */
export function slug(text: string): string {
  return normalize(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export interface SearchIndex {
  /** Normalised name, ingredients and labels. */
  text: string;
  /** The normalised name alone, which the order by relevance reads. */
  name: string;
  /** Each distinct word of text once, and its stems (wordStems) at the same place. */
  words: readonly string[];
  stems: readonly (readonly string[])[];
}

/**
 * The text is normalised at once; the words and their stems only when a per-recipe match asks
 * for them (a collection search decides per distinct word instead and never does). `labels` are
 * words a recipe is found by without being in its name or ingredients: its diets.
 */
export function buildSearchIndex(
  name: string,
  ingredients: readonly string[],
  labels: readonly string[] = [],
): SearchIndex {
  const text = normalize([name, ...ingredients, ...labels].join("\n"));
  let distinct: string[] | undefined;
  let stems: string[][] | undefined;
  let normalizedName: string | undefined;
  return {
    text,
    get name() {
      return (normalizedName ??= normalize(name));
    },
    get words() {
      return (distinct ??= [...new Set(words(text))]);
    },
    get stems() {
      return (stems ??= this.words.map(wordStems));
    },
  };
}

/** The query split into normalised words; empty when there is nothing to search for. */
export function parseQuery(query: string): string[] {
  const normalized = normalize(query);
  const parts = words(normalized);
  // A query of only symbols still searches for itself rather than matching everything.
  return parts.length > 0 || normalized === "" ? parts : [normalized];
}

/** Every query word must find the name, an ingredient or a label, in any order (search-rule.ts). */
export function matchesQuery(index: SearchIndex, queryWords: readonly string[]): boolean {
  return queryWords.every((text) => {
    const q = queryWord(text);
    if (textMatches(q, index.text)) return true;
    const { stems } = index;
    return index.words.some((word, i) => wordMatches(q, word, stems[i] ?? [word]));
  });
}

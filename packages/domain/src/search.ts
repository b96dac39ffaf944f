/** Lowercase, strip accents and fold whitespace, so 'Crème' and 'creme' compare equal. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** A name as a file or URL part: 'Sauzen & Basisrecepten' -> 'sauzen-basisrecepten'. */
export function slug(text: string): string {
  return normalize(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * A small Dutch stemmer for plural forms: tomaten/tomaat, eieren/ei, uien/ui,
 * noten/noot, kippen/kip, courgettes/courgette, avocado's/avocado.
 * Both sides of a comparison go through it, so it only has to be consistent.
 */
export function stem(word: string): string {
  let w = word.replace(/'s$/, "");
  if (w.length > 4 && w.endsWith("eren") && w.length - 4 >= 2) w = w.slice(0, -4);
  else if (w.length > 3 && w.endsWith("en")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  // Open/closed syllable spelling: tomaat -> tomat (as in tomaten), kipp -> kip.
  w = w.replace(/([aeou])\1([^aeiou])$/, "$1$2").replace(/([^aeiou])\1$/, "$1");
  return w;
}

function words(text: string): string[] {
  return text.split(/[^a-z0-9]+/).filter((w) => w.length > 0);
}

export interface SearchIndex {
  /** Normalised name and ingredients, one per line. */
  text: string;
  /** Stems of every word in text. */
  stems: string[];
}

export function buildSearchIndex(name: string, ingredients: readonly string[]): SearchIndex {
  const text = normalize([name, ...ingredients].join("\n"));
  return { text, stems: words(text).map(stem) };
}

/** The query split into normalised words; empty when there is nothing to search for. */
export function parseQuery(query: string): string[] {
  const normalized = normalize(query);
  const parts = words(normalized);
  // A query of only symbols still searches for itself rather than matching everything.
  return parts.length > 0 || normalized === "" ? parts : [normalized];
}

/**
 * Every query word must occur in the name or an ingredient, in any order:
 * as a plain case-insensitive substring or as a
 * word whose stem starts with the query word's stem (plurals).
 */
export function matchesQuery(index: SearchIndex, queryWords: readonly string[]): boolean {
  return queryWords.every((q) => {
    if (index.text.includes(q)) return true;
    const s = stem(q);
    return index.stems.some((candidate) => candidate.startsWith(s));
  });
}

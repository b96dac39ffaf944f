import { foodGroupMembers } from "./food-groups";
import { normalize } from "./normalize";

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
  /** Each distinct word and stem long enough for the typo rule, by length, made once per recipe. */
  typoWords: ReadonlyMap<number, readonly string[]>;
}

/** Words this long forgive one wrong, missing, extra or swapped letter. */
export const TYPO_MIN_LENGTH = 5;

/**
 * The text is normalised at once; the stems and typo candidates only when a per-recipe match
 * asks for them (a collection search decides per distinct word instead and never does).
 */
export function buildSearchIndex(name: string, ingredients: readonly string[]): SearchIndex {
  const text = normalize([name, ...ingredients].join("\n"));
  let stems: string[] | undefined;
  let typoWords: Map<number, string[]> | undefined;
  return {
    text,
    get stems() {
      return (stems ??= words(text).map(stem));
    },
    get typoWords() {
      if (typoWords) return typoWords;
      typoWords = new Map<number, string[]>();
      for (const word of new Set([...words(text), ...this.stems])) {
        if (word.length < TYPO_MIN_LENGTH - 1) continue;
        const bucket = typoWords.get(word.length);
        if (bucket) bucket.push(word);
        else typoWords.set(word.length, [word]);
      }
      return typoWords;
    },
  };
}

/** Whether long from l on equals short from s on, compared in place, without slices. */
function sameFrom(long: string, short: string, l: number, s: number): boolean {
  for (; s < short.length; l++, s++) if (long.charCodeAt(l) !== short.charCodeAt(s)) return false;
  return true;
}

/** True when one edit (a letter changed, added, dropped, or two neighbours swapped) turns a into b. */
export function oneEditApart(a: string, b: string): boolean {
  const diff = a.length - b.length;
  if (diff > 1 || diff < -1 || a === b) return false;
  const [long, short] = diff >= 0 ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && long.charCodeAt(i) === short.charCodeAt(i)) i++;
  if (long.length !== short.length) return sameFrom(long, short, i + 1, i);
  if (sameFrom(long, short, i + 1, i + 1)) return true;
  // A swap of two neighbouring letters: 'courgtete'.
  return long[i] === short[i + 1] && long[i + 1] === short[i] && sameFrom(long, short, i + 2, i + 2);
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
 * as a plain substring (the case-insensitive match of the spec), as a word whose stem starts
 * with the query word's stem (plurals), as a member of the food group it names ('vis' finds
 * zalm), or, for words of five letters or more, with one letter wrong ('courgete').
 * The later rules only add matches; the cheap ones run first.
 */
export function matchesQuery(index: SearchIndex, queryWords: readonly string[]): boolean {
  return queryWords.every((q) => {
    if (index.text.includes(q)) return true;
    const s = stem(q);
    if (index.stems.some((candidate) => candidate.startsWith(s))) return true;
    if (foodGroupMembers(q).some((member) => index.text.includes(member))) return true;
    return q.length >= TYPO_MIN_LENGTH && (oneEditAway(index, q) || (s !== q && oneEditAway(index, s)));
  });
}

/** Only words one letter shorter, as long or one longer can be one edit away: three buckets. */
function oneEditAway(index: SearchIndex, word: string): boolean {
  for (let length = word.length - 1; length <= word.length + 1; length++) {
    const bucket = index.typoWords.get(length);
    if (bucket?.some((candidate) => oneEditApart(word, candidate))) return true;
  }
  return false;
}

/**
 * An ingredient line as lower-case words. Hyphenated words count whole and by their parts
 * ('mini-paprika's' -> 'mini-paprika's', 'mini', 'paprika's'), so 'lente-ui' can be a word of
 * its own while 'rode-ui' still finds 'ui'.
 */
export function lineWords(line: string): string[] {
  const words = line
    .toLowerCase()
    .normalize("NFC")
    .split(/[^a-zà-ÿ'-]+/)
    .map((word) => word.replace(/^[-']+|[-']+$/g, ""))
    .filter(Boolean);
  const parts = words.flatMap((word) => (word.includes("-") ? word.split("-").filter(Boolean) : []));
  return [...words, ...parts];
}

/** The word tables' patterns are few and fixed: each is anchored once. */
const anchoredPatterns = new WeakMap<RegExp, RegExp>();

/** The pattern matching a whole word only. */
function anchor(pattern: RegExp): RegExp {
  let anchored = anchoredPatterns.get(pattern);
  if (!anchored) {
    anchored = new RegExp(`^(?:${pattern.source})$`);
    anchoredPatterns.set(pattern, anchored);
  }
  return anchored;
}

/** Whether one of the words matches the pattern whole. */
export function hasWord(words: readonly string[], pattern: RegExp): boolean {
  const anchored = anchor(pattern);
  return words.some((word) => anchored.test(word));
}

/** Far more distinct words than a collection has; past it a table starts over. */
const MAX_WORDS = 20_000;

/**
 * A word table's lookup: the index of the first pattern (in table order) that one of the words
 * matches whole, or -1. A collection has a few thousand distinct words and every line asks about
 * them again, so each word is matched against the table once.
 */
export function wordTable(patterns: readonly RegExp[]): (words: readonly string[]) => number {
  const anchored = patterns.map(anchor);
  const known = new Map<string, number>();
  const indexOf = (word: string): number => {
    let index = known.get(word);
    if (index === undefined) {
      index = anchored.findIndex((pattern) => pattern.test(word));
      if (known.size >= MAX_WORDS) known.clear();
      known.set(word, index);
    }
    return index;
  };
  return (words) => {
    let first = -1;
    for (const word of words) {
      const index = indexOf(word);
      if (index !== -1 && (first === -1 || index < first)) first = index;
    }
    return first;
  };
}

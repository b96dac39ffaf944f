import type { SearchIndex } from "./search";
import { matchesQuery } from "./search";
import { isWord, queryWord, wordMatches } from "./search-rule";
import { words as wordsOf, wordStems } from "./stem";

interface Searchable {
  readonly index: SearchIndex;
}

/** Every distinct word of a collection once, with its stems and the items it occurs in. */
interface Vocabulary {
  words: string[];
  stems: string[][];
  postings: number[][];
}

interface Collection {
  vocabulary?: Vocabulary;
  /** A vocabulary being read a slice at a time: the words so far and the next item to read. */
  reading?: { vocabulary: Vocabulary; position: Map<string, number>; next: number };
  /** Answers per query word and per whole query, newest last, a bounded number of them. */
  masks: Map<string, Uint8Array>;
}

const REMEMBERED = 64;
const collections = new WeakMap<readonly Searchable[], Collection>();

function addWords(
  { vocabulary, position }: NonNullable<Collection["reading"]>,
  item: Searchable,
  i: number,
): void {
  for (const word of wordsOf(item.index.text)) {
    let k = position.get(word);
    if (k === undefined) {
      k = vocabulary.words.length;
      position.set(word, k);
      vocabulary.words.push(word);
      vocabulary.stems.push(wordStems(word));
      vocabulary.postings.push([]);
    }
    const found = vocabulary.postings[k];
    if (found && found[found.length - 1] !== i) found.push(i);
  }
}

/**
 * Reads the collection's words from where the last slice stopped, while `more()` allows (without
 * it, to the end): the vocabulary once every item is read, else null.
 */
function readVocabulary(items: readonly Searchable[], collection: Collection): Vocabulary;
function readVocabulary(
  items: readonly Searchable[],
  collection: Collection,
  more: () => boolean,
): Vocabulary | null;
function readVocabulary(
  items: readonly Searchable[],
  collection: Collection,
  more?: () => boolean,
): Vocabulary | null {
  if (collection.vocabulary) return collection.vocabulary;
  const reading = (collection.reading ??= {
    vocabulary: { words: [], stems: [], postings: [] },
    position: new Map(),
    next: 0,
  });
  while (reading.next < items.length) {
    const i = reading.next++;
    const item = items[i];
    if (item) addWords(reading, item, i);
    if (more && !more()) break;
  }
  if (reading.next < items.length) return null;
  collection.vocabulary = reading.vocabulary;
  collection.reading = undefined;
  return reading.vocabulary;
}

/**
 * Which items one query word finds, by the rule of search-rule.ts, decided once per distinct word
 * of the collection instead of once per word of every item. A query word of only letters and
 * digits occurs in an item's text exactly when it occurs in one of its words; the rare query or
 * food-group member with other characters is looked for in each item's text.
 */
function wordMask(items: readonly Searchable[], vocabulary: Vocabulary, text: string): Uint8Array {
  const mask = new Uint8Array(items.length);
  if (!isWord(text)) {
    items.forEach((item, i) => (mask[i] = matchesQuery(item.index, [text]) ? 1 : 0));
    return mask;
  }
  const q = queryWord(text);
  const { words, stems, postings } = vocabulary;
  for (let k = 0; k < words.length; k++) {
    const word = words[k] ?? "";
    if (wordMatches(q, word, stems[k] ?? [word])) for (const i of postings[k] ?? []) mask[i] = 1;
  }
  if (q.phraseMembers.length > 0) {
    items.forEach((item, i) => {
      if (q.phraseMembers.some((member) => item.index.text.includes(member))) mask[i] = 1;
    });
  }
  return mask;
}

function collectionOf(items: readonly Searchable[]): Collection {
  let collection = collections.get(items);
  if (!collection) {
    collection = { masks: new Map() };
    collections.set(items, collection);
  }
  return collection;
}

/**
 * Reads a collection's words ahead of the first keystroke, so typing the first letter costs no
 * more than the next ones. Given `more`, it reads while `more()` says there is time and carries
 * on from there on the next call (the overview reads in short slices between which the page
 * answers a finger); true once every word is read.
 */
export function prepareSearch(items: readonly Searchable[], more: () => boolean = () => true): boolean {
  return readVocabulary(items, collectionOf(items), more) !== null;
}

function remember(collection: Collection, key: string, mask: Uint8Array) {
  collection.masks.set(key, mask);
  if (collection.masks.size > REMEMBERED) {
    const oldest = collection.masks.keys().next().value;
    if (oldest !== undefined) collection.masks.delete(oldest);
  }
}

/**
 * Which items of a collection a parsed query finds (1) and which not (0), or null for an empty
 * query. The same answer as matchesQuery on each item, at a cost that grows with the number of
 * distinct words rather than of items: a keystroke stays within a frame at 10,000 recipes.
 * Answers are kept per collection (the array indexRecipes returned) and per word, so the filter
 * and the facet counts of one keystroke, and the earlier words of a query, are worked out once.
 */
export function searchMask(items: readonly Searchable[], queryWords: readonly string[]): Uint8Array | null {
  if (queryWords.length === 0) return null;
  const collection = collectionOf(items);
  const key = queryWords.join(" ");
  const known = collection.masks.get(key);
  if (known) return known;
  const vocabulary = readVocabulary(items, collection);
  let result: Uint8Array | undefined;
  for (const word of new Set(queryWords)) {
    const mask = collection.masks.get(word) ?? wordMask(items, vocabulary, word);
    remember(collection, word, mask);
    result = result ? result.map((found, i) => found & (mask[i] ?? 0)) : mask;
  }
  const answer = result ?? new Uint8Array(items.length);
  remember(collection, key, answer);
  return answer;
}

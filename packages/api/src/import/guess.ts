import type { Chapter, PreparationMethod, ProteinType } from "@repo/domain";
import { AIRFRYER, detectProteins, normalize } from "@repo/domain";

/** Words in a recipe's category, keywords or name that name one of our chapters; the first match wins. */
const CHAPTER_WORDS: readonly (readonly [RegExp, Chapter])[] = [
  [/smoothie|shake/, "Smoothies & Ovenhapjes"],
  [/soep|soup/, "Soepen"],
  [/saus|sauce|dressing|dip|basis/, "Sauzen & Basisrecepten"],
  [/ontbijt|breakfast|brunch/, "Ontbijt"],
  [/lunch/, "Lunch"],
  [/snack|tussendoor|borrel|hapje/, "Snacks"],
  [/diner|dinner|hoofdgerecht|main/, "Diner"],
  [/salade|salad|koud|cold/, "Koude gerechten"],
];

/**
 * Words in the instructions that name a way of cooking; checked in this order. The blender comes
 * after the ways of heating: a soup cooked in a pan and pureed at the end is a pan dish, the
 * blender is the method only when nothing is cooked ('fruit' only as a verb, 'kook' not in 'gekookte').
 */
const METHOD_WORDS: readonly (readonly [RegExp, PreparationMethod])[] = [
  [/airfryer/, AIRFRYER],
  [/\boven\b|ovenschaal|bakplaat/, "Oven"],
  [/stoom|stomen/, "Stomen"],
  [
    /(?:\b|koeken|soep|steel|braad|hapjes|stoof|grill)pan(?:netje)?\b|\bwok|\bbak(?:ken)?\b|\bfruit (?:de|even|kort|alles)\b|\bfruiten\b|roerbak|\bkook\b|\bkoken\b|sudder/,
    "Pan",
  ],
  [/blender|staafmixer|pureer|mix(?:en|er)?\b/, "Blender"],
];

export interface Guess<T> {
  value: T;
  /** False when the page named it outright (its category names one of our chapters). */
  guessed: boolean;
}

export function guessChapter(category: string, keywords: string, name: string): Guess<Chapter> {
  const named = normalize(category);
  for (const [pattern, chapter] of CHAPTER_WORDS)
    if (pattern.test(named)) return { value: chapter, guessed: false };
  const words = normalize(`${keywords} ${name}`);
  for (const [pattern, chapter] of CHAPTER_WORDS)
    if (pattern.test(words)) return { value: chapter, guessed: true };
  return { value: "Diner", guessed: true };
}

/** The first protein source the ingredients name, else vegetarian; always a guess. */
export function guessProtein(ingredients: readonly string[]): Guess<ProteinType> {
  return { value: detectProteins(ingredients)[0] ?? "Vegetarisch", guessed: true };
}

export function guessMethod(instructions: string): Guess<PreparationMethod> {
  const words = normalize(instructions);
  for (const [pattern, method] of METHOD_WORDS)
    if (pattern.test(words)) return { value: method, guessed: true };
  return { value: "Koud", guessed: true };
}

import type { Food } from "./types";
import { FRESH_FOODS } from "./foods-fresh";
import { PANTRY_FOODS } from "./foods-pantry";

/** Every food the matcher knows. */
export const FOODS: readonly Food[] = [...FRESH_FOODS, ...PANTRY_FOODS];

/** Every word with its food, longest first: 'rode wijnazijn' is tried before 'ui' could be. */
export const FOOD_WORDS: readonly (readonly [string, Food])[] = FOODS.flatMap((f) =>
  f.words.map((word) => [word, f] as const),
).sort((a, b) => b[0].length - a[0].length);

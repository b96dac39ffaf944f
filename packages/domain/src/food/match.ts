// Places one ingredient line: which food, how many grams. Reuses the quantity parser.
import type { Food } from "./types";
import { parseIngredient } from "../quantity/quantity";
import { GRAMS_IN, ML_IN } from "../quantity/units";
import { FOOD_WORDS } from "./foods";

export type LineMatch =
  /** A food and its weight. */
  | { kind: "food"; line: string; food: Food; grams: number }
  /** Counts as nothing: 'naar smaak', water. */
  | { kind: "free"; line: string }
  /** Not placed: no known food, or no amount the food can be weighed by. */
  | { kind: "unmatched"; line: string };

const TO_TASTE = /\bnaar smaak\b/i;
const WATER = /^(?:(?:koud|lauw|heet|warm|kokend|bruisend)e?\s+)?water$/;

const SPOON: Readonly<Record<string, number>> = {
  el: 1,
  eetlepel: 1,
  eetlepels: 1,
  tl: 1 / 3,
  theelepel: 1 / 3,
  theelepels: 1 / 3,
  kl: 1 / 6,
  koffielepel: 1 / 6,
  koffielepels: 1 / 6,
};
const PINCH: Readonly<Record<string, number>> = {
  snufje: 0.5,
  snufjes: 0.5,
  mespunt: 0.5,
  mespunten: 0.5,
  mespuntje: 0.5,
  mespuntjes: 0.5,
  druppel: 0.05,
  druppels: 0.05,
  druppeltje: 0.05,
  druppeltjes: 0.05,
};
const SPLASH = new Set(["scheut", "scheuten", "scheutje", "scheutjes"]);

/** The forms a counted unit's weight may be listed under: 'teentjes' -> 'teentje', 'takken' -> 'tak'. */
const singulars = (unit: string) => [
  unit,
  unit.replace(/s$/, ""),
  unit.replace(/en$/, ""),
  unit.replace(/(.)\1en$/, "$1"),
];

/** A word at a word boundary: 'ui' in 'rode ui', never in 'fruit'. */
function containsWord(text: string, word: string): boolean {
  let at = text.indexOf(word);
  while (at >= 0) {
    const before = at === 0 ? "" : text.charAt(at - 1);
    const after = text.charAt(at + word.length);
    if (!/\p{L}/u.test(before) && !/\p{L}/u.test(after)) return true;
    at = text.indexOf(word, at + 1);
  }
  return false;
}

export function findFood(text: string): Food | undefined {
  const lower = text.toLowerCase().replace(/’/g, "'");
  return FOOD_WORDS.find(([word]) => containsWord(lower, word))?.[1];
}

/** Grams in one `unit` of a food (undefined: a piece), by the food's own weights; undefined if unknown. */
export function gramsPerUnit(food: Food, unit: string | undefined): number | undefined {
  const w = food.weights;
  const density = w.density ?? 1;
  if (unit === undefined) return w.piece;
  const u = unit.toLowerCase();
  if (u in GRAMS_IN) return GRAMS_IN[u];
  if (u in ML_IN) return (ML_IN[u] ?? 0) * density;
  if (u in SPOON) return (SPOON[u] ?? 0) * (w.el ?? 15 * density);
  if (u in PINCH) return PINCH[u];
  if (SPLASH.has(u)) return 10 * density;
  const listed = singulars(u).find((form) => w.units?.[form] !== undefined);
  if (listed !== undefined) return w.units?.[listed];
  return u.startsWith("stuk") ? w.piece : undefined;
}

/** One line's food and grams, or why it counts as nothing or could not be placed. */
export function matchLine(line: string): LineMatch {
  if (TO_TASTE.test(line)) return { kind: "free", line };
  const q = parseIngredient(line.trim());
  // A weight in brackets ('4 plakjes rauwe ham (50 g)') is the most exact one the line gives.
  const bracketGrams = /\((?:[^)]*?\s)?(\d+(?:[.,]\d+)?)\s*g\)/.exec(q.rest);
  const rest = q.rest.replace(/\([^)]*\)/g, " ");
  if (WATER.test(rest.trim().toLowerCase())) return { kind: "free", line };
  const found = findFood(rest);
  if (!found) return { kind: "unmatched", line };
  if (bracketGrams?.[1])
    return { kind: "food", line, food: found, grams: Number(bracketGrams[1].replace(",", ".")) };
  if (q.amount === undefined) return { kind: "unmatched", line };
  const amount = typeof q.amount === "number" ? q.amount : (q.amount[0] + q.amount[1]) / 2;
  const perUnit = gramsPerUnit(found, q.unit);
  return perUnit === undefined
    ? { kind: "unmatched", line }
    : { kind: "food", line, food: found, grams: amount * perUnit };
}

import type { LineMatch } from "./match";
import type { FoodTable, Nutrients } from "./table";
import { matchLine } from "./match";
import { NUTRIENT_KEYS, sr28Table } from "./table";

/** Per portion, as the page shows it: salt in grams instead of sodium. */
export interface PortionNutrients {
  kcal: number;
  protein: number;
  carbs: number;
  sugars: number;
  fat: number;
  saturated: number;
  fiber: number;
  salt: number;
}

/** What is stored with a recipe on save. */
export interface RecipeNutrition {
  /** The table and its version the values came from. */
  table: string;
  version: string;
  perPortion: PortionNutrients;
  /** Lines that were neither placed nor free: the values leave them out. */
  unmatched: string[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Sums the matched lines' nutrients and divides them over the portions. */
export function nutritionOf(
  matches: readonly LineMatch[],
  servings: number,
  table: FoodTable = sr28Table,
): RecipeNutrition {
  const total: Nutrients = {
    kcal: 0,
    protein: 0,
    carbs: 0,
    sugars: 0,
    fat: 0,
    saturated: 0,
    fiber: 0,
    sodium: 0,
  };
  const unmatched: string[] = [];
  for (const match of matches) {
    if (match.kind === "unmatched") unmatched.push(match.line);
    if (match.kind !== "food") continue;
    const per100 = table.per100g(match.food);
    if (!per100) {
      unmatched.push(match.line);
      continue;
    }
    for (const key of NUTRIENT_KEYS) total[key] += (per100[key] * match.grams) / 100;
  }
  const portions = servings > 0 ? servings : 1;
  const per = (n: number) => n / portions;
  return {
    table: table.id,
    version: table.version,
    perPortion: {
      kcal: Math.round(per(total.kcal)),
      protein: round1(per(total.protein)),
      carbs: round1(per(total.carbs)),
      sugars: round1(per(total.sugars)),
      fat: round1(per(total.fat)),
      saturated: round1(per(total.saturated)),
      fiber: round1(per(total.fiber)),
      // Salt is sodium x 2.5, as EU labels state it.
      salt: round1((per(total.sodium) * 2.5) / 1000),
    },
    unmatched,
  };
}

/** A recipe's nutrition per portion from its ingredient lines. */
export function computeNutrition(
  lines: readonly string[],
  servings: number,
  table?: FoodTable,
): RecipeNutrition {
  return nutritionOf(lines.map(matchLine), servings, table);
}

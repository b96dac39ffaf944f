import type { Food } from "./types";
import { SR28_ROWS, SR28_TABLE } from "./sr28-rows";

/** What the page shows per portion, and the table gives per 100 g. */
export interface Nutrients {
  kcal: number;
  protein: number;
  carbs: number;
  sugars: number;
  fat: number;
  saturated: number;
  fiber: number;
  /** Milligrams; the page shows salt (sodium x 2.5). */
  sodium: number;
}

export const NUTRIENT_KEYS = [
  "kcal",
  "protein",
  "carbs",
  "sugars",
  "fat",
  "saturated",
  "fiber",
  "sodium",
] as const;

/**
 * A food composition table: the one seam between the matcher and where the numbers come from.
 * A NEVO loader implements it with the foods' `codes.nevo`.
 */
export interface FoodTable {
  /** Short id stored with computed values, e.g. 'usda-sr28'. */
  readonly id: string;
  readonly version: string;
  /** Per 100 g; undefined when the table has no entry for the food. */
  per100g(food: Food): Nutrients | undefined;
}

function toNutrients(row: readonly number[]): Nutrients {
  const [kcal = 0, protein = 0, carbs = 0, sugars = 0, fat = 0, saturated = 0, fiber = 0, sodium = 0] = row;
  return { kcal, protein, carbs, sugars, fat, saturated, fiber, sodium };
}

/** USDA Standard Reference, release 28, through the rows the build step extracted. */
export const sr28Table: FoodTable = {
  id: SR28_TABLE.id,
  version: SR28_TABLE.version,
  per100g(food) {
    const row = SR28_ROWS[food.codes.sr28];
    return row ? toNutrients(row) : undefined;
  },
};

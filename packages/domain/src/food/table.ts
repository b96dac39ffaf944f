import type { OwnSource } from "./own-rows";
import type { Food } from "./types";
import { euEnergy, labelFromByDifference } from "./eu-label";
import { OWN_ROWS } from "./own-rows";
import { SR28_ROWS, SR28_TABLE } from "./sr28-rows";

/**
 * What the page shows per portion, and a table gives per 100 g, as an EU label states it:
 * carbohydrate without fibre, energy from the EU factors.
 */
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
  /** Which source a food's row comes from: 'usda-sr28', or one of our own (own-rows.ts). */
  sourceOf(food: Food): SourceId | undefined;
}

export type SourceId = typeof SR28_TABLE.id | OwnSource;

function toNutrients(row: readonly number[]): Nutrients {
  const [kcal = 0, protein = 0, carbs = 0, sugars = 0, fat = 0, saturated = 0, fiber = 0, sodium = 0] = row;
  return { kcal, protein, carbs, sugars, fat, saturated, fiber, sodium };
}

function sr28Row(food: Food): Nutrients | undefined {
  const row = food.codes.sr28 === undefined ? undefined : SR28_ROWS[food.codes.sr28];
  return row ? labelFromByDifference(toNutrients(row)) : undefined;
}

function ownRow(food: Food): Nutrients | undefined {
  if (food.codes.own === undefined) return undefined;
  const [protein, carbs, sugars, fat, saturated, fiber, sodium] = OWN_ROWS[food.codes.own].values;
  const kcal = euEnergy({ protein, carbs, fat, fiber });
  return { kcal, protein, carbs, sugars, fat, saturated, fiber, sodium };
}

/**
 * USDA Standard Reference, release 28, through the rows the build step extracted, and our own
 * rows where SR28 has none that fits a Dutch food. A food names one or the other.
 */
export const foodTable: FoodTable = {
  id: "usda-sr28+eigen",
  version: `${SR28_TABLE.version}; eigen 2026-11`,
  per100g: (food) => ownRow(food) ?? sr28Row(food),
  sourceOf(food) {
    if (food.codes.own !== undefined) return OWN_ROWS[food.codes.own].source;
    return sr28Row(food) ? SR28_TABLE.id : undefined;
  },
};

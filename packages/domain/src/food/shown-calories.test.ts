import { describe, expect, it } from "vitest";

import type { RecipeNutrition } from "./nutrition";
import { nutritionComplete, shownCalories } from "./shown-calories";

const nutrition = (kcal: number, unmatched: string[] = []): RecipeNutrition => ({
  table: "usda-sr28",
  version: "SR28",
  perPortion: { kcal, protein: 20, carbs: 10, sugars: 2, fat: 8, saturated: 1, fiber: 3, salt: 0.4 },
  unmatched,
});

describe("the energy figure a visitor sees", () => {
  it("is the administrator's calories whenever they are stored, whatever the table says", () => {
    expect(shownCalories({ calories: 900, nutrition: nutrition(292) })).toBe(900);
    expect(shownCalories({ calories: 330, nutrition: nutrition(337) })).toBe(330);
  });

  it("is the table's kcal only where no calories are stored and the table is complete", () => {
    expect(shownCalories({ calories: null, nutrition: nutrition(292) })).toBe(292);
  });

  it("is the typed figure when a line is missing from the table, or nothing is computed yet", () => {
    expect(shownCalories({ calories: 320, nutrition: nutrition(80, ["1 blik jackfruit"]) })).toBe(320);
    expect(shownCalories({ calories: null, nutrition: nutrition(80, ["1 blik jackfruit"]) })).toBeNull();
    expect(shownCalories({ calories: 320, nutrition: null })).toBe(320);
    expect(shownCalories({ calories: 320 })).toBe(320);
  });

  it("a table is complete when every line was placed", () => {
    expect(nutritionComplete(nutrition(100))).toBe(true);
    expect(nutritionComplete(nutrition(100, ["iets"]))).toBe(false);
    expect(nutritionComplete(null)).toBe(false);
    expect(nutritionComplete(undefined)).toBe(false);
  });
});

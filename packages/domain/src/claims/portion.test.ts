import { describe, expect, it } from "vitest";

import type { RecipeNutrition } from "../food/nutrition";
import { isProteinRich, MEAL_PROTEIN_MIN_G, nutritionChecks, saltNotice, shownIcons } from "./portion";

function nutrition(
  perPortion: Partial<RecipeNutrition["perPortion"]>,
  saltFrom: string[] = [],
): RecipeNutrition {
  const empty = { kcal: 0, protein: 0, carbs: 0, sugars: 0, fat: 0, saturated: 0, fiber: 0, salt: 0 };
  return {
    table: "usda-sr28+eigen",
    version: "x",
    perPortion: { ...empty, ...perPortion },
    unmatched: [],
    saltFrom,
  };
}

describe("'eiwitrijk' by the EU rule: at least 20% of the energy from protein", () => {
  it("counts 4 kcal per gram of protein against the portion's energy", () => {
    expect(isProteinRich({ kcal: 200, protein: 10 })).toBe(true); // 40 of 200 kcal: exactly 20%
    expect(isProteinRich({ kcal: 200, protein: 9.9 })).toBe(false); // 39.6 kcal: 19.8%
    // A pesto: 1,9 g protein in 180 kcal is 4%.
    expect(isProteinRich({ kcal: 180, protein: 1.9 })).toBe(false);
    expect(isProteinRich({ kcal: 0, protein: 0 })).toBe(false);
  });

  it("shows the mark only where the computed protein earns it, and adds it where it does", () => {
    const pesto = nutrition({ kcal: 180, protein: 1.9 });
    expect(shownIcons({ icons: ["protein", "sauce", "cold"], nutrition: pesto })).toEqual(["sauce", "cold"]);
    const fish = nutrition({ kcal: 300, protein: 30 });
    expect(shownIcons({ icons: ["soup", "vegetable", "hot"], nutrition: fish })).toEqual([
      "soup",
      "protein",
      "vegetable",
      "hot",
    ]);
    expect(shownIcons({ icons: ["protein", "hot"], nutrition: fish })).toEqual(["protein", "hot"]);
  });

  it("keeps the administrator's choice while the nutrition is incomplete", () => {
    const incomplete = { ...nutrition({ kcal: 180, protein: 1 }), unmatched: ["1 blik jackfruit"] };
    expect(shownIcons({ icons: ["protein"], nutrition: incomplete })).toEqual(["protein"]);
    expect(shownIcons({ icons: ["protein"], nutrition: null })).toEqual(["protein"]);
  });
});

describe("salt above 2,5 g per portion", () => {
  it("gives the page a notice with the foods that bring it", () => {
    expect(saltNotice(nutrition({ salt: 5.6 }, ["groentebouillon", "beenham"]))).toEqual({
      grams: 5.6,
      from: ["groentebouillon", "beenham"],
    });
    expect(saltNotice(nutrition({ salt: 2.5 }, ["tamari"]))).toBeNull();
  });
});

describe("the recipe form's checks", () => {
  it("flags a meal with less protein than the eating style asks, and no snack", () => {
    const muesli = nutrition({ kcal: 350, protein: 11.3 });
    expect(MEAL_PROTEIN_MIN_G).toBe(15);
    expect(nutritionChecks({ chapter: "Ontbijt", icons: [], nutrition: muesli })).toEqual([
      { kind: "mealProtein", grams: 11.3, min: 15 },
    ]);
    expect(nutritionChecks({ chapter: "Snacks", icons: [], nutrition: muesli })).toEqual([]);
    expect(nutritionChecks({ chapter: "Sauzen & Basisrecepten", icons: [], nutrition: muesli })).toEqual([]);
    // A cold dish is planned as a lunch by the week menu: a bean salad with 12,3 g falls short.
    const salad = nutrition({ kcal: 248, protein: 12.3 });
    expect(nutritionChecks({ chapter: "Koude gerechten", icons: [], nutrition: salad })).toEqual([
      { kind: "mealProtein", grams: 12.3, min: 15 },
    ]);
    const eggs = (protein: number) => nutrition({ kcal: 250, protein });
    expect(nutritionChecks({ chapter: "Ontbijt", icons: [], nutrition: eggs(15) })).toEqual([]);
    expect(nutritionChecks({ chapter: "Ontbijt", icons: [], nutrition: eggs(14.9) })).toHaveLength(1);
    expect(
      nutritionChecks({ chapter: "Diner", icons: [], nutrition: nutrition({ kcal: 400, protein: 20 }) }),
    ).toEqual([]);
  });

  it("warns about salt and a protein mark the nutrition does not earn", () => {
    const checks = nutritionChecks({
      chapter: "Sauzen & Basisrecepten",
      icons: ["protein"],
      nutrition: nutrition({ kcal: 200, protein: 5, salt: 3.1 }, ["tamari"]),
    });
    expect(checks).toEqual([
      { kind: "salt", grams: 3.1, from: ["tamari"] },
      { kind: "proteinIcon", share: 0.1 },
    ]);
  });
});

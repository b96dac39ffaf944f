import { describe, expect, it } from "vitest";

import { computeNutrition } from "./nutrition";

const per = (line: string) => computeNutrition([line], 1).perPortion;

// Each expectation is worked out by hand from the row (SR28, or our own in own-rows.ts) with the
// EU label's rules: carbohydrate without fibre; kcal = 4 protein + 4 carbohydrate + 9 fat + 2 fibre.
describe("nutrition as a Dutch (EU) label gives it", () => {
  it("100 g cooked chickpeas: about 20 g carbohydrate, not USDA's 27 with the fibre", () => {
    // SR28 16057: protein 8.86, carbohydrate by difference 27.42, fibre 7.6, fat 2.59.
    expect(per("100 g gekookte kikkererwten")).toMatchObject({
      carbs: 19.8, // 27.42 - 7.6
      fiber: 7.6,
      protein: 8.9,
      kcal: 153, // 35.44 + 79.28 + 23.31 + 15.2 (SR28's own figure: 164)
    });
  });

  it("100 g chickpeas from a jar, drained: 16 g carbohydrate", () => {
    // SR28 16358: protein 7.05, carbohydrate 22.53, fibre 6.4, fat 2.77.
    expect(per("100 g kikkererwten (uit pot, uitgelekt)")).toMatchObject({
      carbs: 16.1,
      fiber: 6.4,
      kcal: 130,
    });
  });

  it("Dutch roggebrood: about 200 kcal and 9 g fibre per 100 g, our own row", () => {
    // Own row: protein 5.6, carbohydrate 37, fat 1.3, fibre 9, sodium 360 mg.
    expect(per("100 g roggebrood")).toEqual({
      kcal: 200, // 22.4 + 148 + 11.7 + 18
      protein: 5.6,
      carbs: 37,
      sugars: 5,
      fat: 1.3,
      saturated: 0.2,
      fiber: 9,
      salt: 0.9, // 360 mg sodium x 2.5
    });
  });

  it("gerookte forel carries its salt: 120 g gives 3,3 g, where raw trout gives 0,2", () => {
    // Own row: protein 23, fat 6.5, sodium 1100 mg per 100 g.
    expect(per("120 g gerookte forelfilet")).toMatchObject({
      protein: 27.6,
      fat: 7.8,
      carbs: 0,
      kcal: 181, // 110.4 + 70.2
      salt: 3.3, // 1320 mg x 2.5
    });
    // SR28 15240, 51 mg sodium per 100 g.
    expect(per("120 g forelfilet").salt).toBe(0.2);
  });

  it("one ball of fresh mozzarella: 18 g protein per 100 g, not the pizza cheese's 24", () => {
    // Own row: protein 18, carbohydrate 1, fat 19, sodium 180 mg per 100 g; a ball is 125 g.
    expect(per("100 g mozzarella")).toMatchObject({ protein: 18, kcal: 247, salt: 0.5 });
    expect(per("1 bol mozzarella")).toMatchObject({ protein: 22.5, kcal: 309 }); // 90 + 5 + 213.75
  });

  it("names every source a recipe used, ours with the foods they gave", () => {
    const nutrition = computeNutrition(["1 snee roggebrood", "120 g gerookte forel", "1 el olijfolie"], 1);
    expect(nutrition.sources).toEqual([
      { id: "etiket", foods: ["roggebrood", "gerookte forel"] },
      { id: "usda-sr28", foods: [] },
    ]);
    expect(nutrition.saltFrom).toEqual(["gerookte forel"]);
  });
});

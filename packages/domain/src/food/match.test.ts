import { describe, expect, it } from "vitest";

import { matchLine } from "./match";
import { computeNutrition } from "./nutrition";

function placed(line: string) {
  const match = matchLine(line);
  return match.kind === "food"
    ? { food: match.food.key, grams: Math.round(match.grams * 100) / 100 }
    : match.kind;
}

describe("matchLine", () => {
  it.each([
    ["1 ui", "ui", 110],
    ["½ rode ui", "ui", 55],
    ["2 uien", "ui", 220],
    ["1 el olijfolie", "olijfolie", 13],
    ["1 tl olijfolie", "olijfolie", 4.33],
    ["1 teentje knoflook", "knoflook", 4],
    ["2 teentjes knoflook", "knoflook", 8],
    ["2 eieren", "ei", 100],
    ["2-3 wortels", "wortel", 187.5],
    ["1½ l groentebouillon (zonder toevoegingen)", "groentebouillon", 1500],
    ["4 plakjes rauwe ham (50 g)", "rauwe ham", 50],
    ["80 g beenham (4 plakken)", "beenham", 80],
    ["2 stengels bleekselderij", "bleekselderij", 80],
    ["2 stronken witlof", "witlof", 250],
    ["1 kropje paksoi", "paksoi", 200],
    ["2 takjes tijm", "tijm", 1],
    ["1 el verse peterselie", "peterselie", 3],
    ["100 ml ongezoete amandeldrank", "amandeldrank", 100],
    ["150 g kikkererwten (uit pot, uitgelekt)", "kikkererwten", 150],
    ["1 lente-ui", "lente-ui", 15],
    ["2 grote portobello's", "portobello", 180],
    ["1 tl rode wijnazijn", "rode wijnazijn", 5],
    ["1 snufje gemalen kardemom", "kardemom", 0.5],
  ])("weighs '%s' as %s, %d g", (line, food, grams) => {
    expect(placed(line)).toEqual({ food, grams });
  });

  it.each(["peper en zout naar smaak", "chilivlokken naar smaak", "200 ml water", "3 el koud water"])(
    "counts '%s' as nothing",
    (line) => {
      expect(placed(line)).toBe("free");
    },
  );

  it.each(["1 blik jackfruit", "olijfolie om in te vetten", "2 stuks iets onbekends", "1 bos prei"])(
    "leaves '%s' unmatched instead of guessing",
    (line) => {
      expect(placed(line)).toBe("unmatched");
    },
  );
});

describe("computeNutrition", () => {
  it("sums per 100 g values by weight, per portion, salt from sodium", () => {
    expect(computeNutrition(["100 g kipfilet", "1 el olijfolie", "100 g beenham"], 1).perPortion).toEqual({
      // EU factors (protein 4, carbohydrate 4, fat 9), not the table's own kcal:
      // kipfilet 22.5 x 4 + 2.62 x 9 = 113.58; 13 g oil x 9 = 117; beenham 16.9 x 4 + 0.55 x 4 + 3.4 x 9 = 100.4
      kcal: 331,
      // 22.5 + 0 + 16.9
      protein: 39.4,
      carbs: 0.6,
      sugars: 0,
      // 2.62 + 13 + 3.4
      fat: 19,
      // 0.563 + 1.795 + 0.66
      saturated: 3,
      fiber: 0,
      // (45 + 0.26 + 1279) mg x 2.5
      salt: 3.3,
    });
  });

  it("divides over the portions and names the table", () => {
    const nutrition = computeNutrition(["2 eieren", "peper en zout naar smaak"], 2);
    expect(nutrition).toMatchObject({
      table: "usda-sr28+eigen",
      version: "SR28 (2015); eigen 2026-11",
      unmatched: [],
      sources: [{ id: "usda-sr28", foods: [] }],
    });
    // One egg of 50 g: 6.28 g protein, 0.36 g carbohydrate, 4.755 g fat: 25.12 + 1.44 + 42.8 kcal.
    expect(nutrition.perPortion).toMatchObject({ kcal: 69, protein: 6.3 });
  });

  it("lists the lines it could not place and leaves them out of the sum", () => {
    const nutrition = computeNutrition(["100 g kipfilet", "1 blik jackfruit"], 1);
    expect(nutrition.unmatched).toEqual(["1 blik jackfruit"]);
    expect(nutrition.perPortion.kcal).toBe(114);
  });
});

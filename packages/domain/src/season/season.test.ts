import { describe, expect, it } from "vitest";

import { fruitOfMonth } from "./fruit";
import { inSeason, monthsOf, seasonalNow } from "./months";
import { PRODUCE } from "./produce";
import { hasFruit, recipeFacts, recipeSeason } from "./season";

describe("the season table", () => {
  it("holds at least 60 Dutch fruits and vegetables, each once", () => {
    const dutch = PRODUCE.filter((item) => !item.imported);
    expect(dutch.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PRODUCE.map((item) => item.name)).size).toBe(PRODUCE.length);
  });

  it("wraps a season past December", () => {
    expect(monthsOf([4, 6])).toEqual([4, 5, 6]);
    expect(monthsOf([10, 3])).toEqual([10, 11, 12, 1, 2, 3]);
  });
});

describe("a recipe's season, from its main produce", () => {
  it("is the season of the first seasonal produce in its name", () => {
    expect(recipeSeason({ name: "Witte asperges met beenham en krieltjes", ingredients: [] })).toEqual([
      4, 5, 6,
    ]);
    expect(recipeSeason({ name: "Aardbeien met cottage cheese", ingredients: [] })).toEqual([5, 6, 7, 8, 9]);
    expect(recipeSeason({ name: "Boerenkoolstamppot met een kalfsgehaktbal", ingredients: [] })).toEqual([
      1, 2, 3, 10, 11, 12,
    ]);
  });

  it("else of the heaviest seasonal line, and none for produce of all year", () => {
    const omelet = { name: "Omelet", ingredients: ["2 eieren", "150 g courgette", "50 g spinazie"] };
    expect(recipeSeason(omelet)).toEqual([6, 7, 8, 9, 10]);
    expect(recipeSeason({ name: "Stamppot", ingredients: ["500 g aardappels", "1 ui"] })).toBeNull();
    // Paprika powder is a spice and tomato paste keeps all year: no season from them.
    expect(
      recipeSeason({ name: "Saus", ingredients: ["1 tl paprikapoeder", "2 el tomatenpuree"] }),
    ).toBeNull();
  });

  it("knows fruit when a line holds some, lemon juice not included", () => {
    expect(hasFruit(["1 peer", "150 g yoghurt"])).toBe(true);
    expect(hasFruit(["1 el citroensap", "2 el appelazijn"])).toBe(false);
    expect(recipeFacts({ name: "Knäckebröd met geitenkaas en peer", ingredients: ["1 peer"] })).toEqual({
      season: [1, 2, 3, 4, 8, 9, 10, 11, 12],
      fruit: true,
    });
  });

  it("says what is in season in a month", () => {
    expect(inSeason([4, 5, 6], 12)).toBe(false);
    expect(inSeason(null, 12)).toBe(true);
    expect(seasonalNow(null, 12)).toBe(false);
    expect(seasonalNow([10, 11, 12], 12)).toBe(true);
    expect(fruitOfMonth(12).map((f) => f.name)).toEqual(["een appel", "een peer"]);
    expect(fruitOfMonth(6).map((f) => f.name)).toContain("aardbeien");
  });
});

import { describe, expect, it } from "vitest";

import { parsePeople, peopleFromSearch } from "./portions";

const recipe = { ingredients: ["200 g kip"], servings: 2 };

describe("peopleFromSearch", () => {
  it("takes a whole number of people from 1 to 50, as text or as a number", () => {
    expect(peopleFromSearch("4", recipe)).toBe(4);
    expect(peopleFromSearch(1, recipe)).toBe(1);
    expect(peopleFromSearch("50", recipe)).toBe(50);
  });

  it.each([
    "Bel ons op 0800-FRAUDE",
    "1e308",
    "1e1",
    "-1",
    "0",
    "51",
    "NaN",
    '{"a":1}',
    " 4",
    "4.0",
    "0x4",
    "+4",
    "",
    1e308,
    -1,
    2.5,
    Number.NaN,
    { a: 1 },
    [4],
    null,
    undefined,
  ])("shows the recipe's own servings for ?porties=%j", (raw) => {
    expect(peopleFromSearch(raw, recipe)).toBe(2);
    expect(parsePeople(raw)).toBeUndefined();
  });

  it("falls back to one person for a recipe without servings", () => {
    expect(peopleFromSearch("abc", { ingredients: [] })).toBe(1);
  });
});

import { describe, expect, it } from "vitest";

import type { FilterableRecipe } from "./filter";
import { countFacets, filterRecipes, indexRecipes } from "./filter";
import { EMPTY_FILTERS, hasActiveFilters } from "./filter-state";

const dish = (name: string, season: number[] | null): FilterableRecipe => ({
  name,
  chapter: "Diner",
  proteinType: "Kip",
  preparationMethod: "Pan",
  ingredients: [],
  prepTime: 20,
  airfryerTemp: null,
  airfryerTime: null,
  season,
});

describe("'Nu in het seizoen'", () => {
  const items = indexRecipes([
    dish("Witte asperges", [4, 5, 6]),
    dish("Boerenkoolstamppot", [10, 11, 12, 1, 2, 3]),
    dish("Kip met rijst", null),
  ]);

  it("shows the recipes whose main produce is in season this month, and counts them", () => {
    const december = { ...EMPTY_FILTERS, month: 12 };
    expect(countFacets(items, december).season).toEqual({ nu: 1 });
    const on = { ...december, season: ["nu"] };
    expect(filterRecipes(items, on).map((r) => r.name)).toEqual(["Boerenkoolstamppot"]);
    expect(hasActiveFilters(on)).toBe(true);
    expect(countFacets(items, { ...EMPTY_FILTERS, month: 5 }).season).toEqual({ nu: 1 });
    // Off, every recipe; without a month, nothing counts as in season.
    expect(filterRecipes(items, december)).toHaveLength(3);
    expect(countFacets(items, EMPTY_FILTERS).season).toEqual({ nu: 0 });
  });
});

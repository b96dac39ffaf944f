import { describe, expect, it } from "vitest";

import type { FilterableRecipe } from "./filter";
import type { FilterState } from "./filter-state";
import { countFacets, filterRecipes, indexRecipes } from "./filter";
import { EMPTY_FILTERS, hasActiveFilters } from "./filter-state";

const dish = (name: string, prepTime: number, extra: Partial<FilterableRecipe> = {}): FilterableRecipe => ({
  name,
  chapter: "Diner",
  proteinType: "Kip",
  preparationMethod: "Pan",
  ingredients: [],
  prepTime,
  airfryerTemp: null,
  airfryerTime: null,
  ...extra,
});

// Oldest first, as the collection is stored.
const DISHES = [
  dish("Kipcurry", 25),
  dish("Omelet", 10, { chapter: "Ontbijt", proteinType: "Ei" }),
  dish("Salade met kip", 15, { chapter: "Lunch", preparationMethod: "Koud", ingredients: ["100 g kip"] }),
  dish("Kipstoofpot", 30, { diets: ["glutenvrij"] }),
  dish("Wrap", 20, { chapter: "Lunch", ingredients: ["kipfilet"] }),
  dish("Ovenschotel", 90, { preparationMethod: "Oven" }),
];
const items = indexRecipes(DISHES);
const names = (state: Partial<FilterState>) =>
  filterRecipes(items, { ...EMPTY_FILTERS, ...state }).map((r) => r.name);

describe("the time facet", () => {
  it("finds the recipes with at most that many minutes of work", () => {
    expect(names({ maxTimes: ["15"] })).toEqual(["Omelet", "Salade met kip"]);
    expect(names({ maxTimes: ["20"] })).toEqual(["Omelet", "Salade met kip", "Wrap"]);
    expect(names({ maxTimes: ["30"] })).toEqual([
      "Kipcurry",
      "Omelet",
      "Salade met kip",
      "Kipstoofpot",
      "Wrap",
    ]);
  });

  it("takes the largest of several limits and counts as an active filter", () => {
    expect(names({ maxTimes: ["10", "20"] })).toEqual(["Omelet", "Salade met kip", "Wrap"]);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, maxTimes: ["15"] })).toBe(true);
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
  });

  it("combines with the other filters", () => {
    expect(names({ maxTimes: ["20"], chapters: ["Lunch"] })).toEqual(["Salade met kip", "Wrap"]);
    expect(names({ maxTimes: ["15"], activeChapter: "ontbijt" })).toEqual(["Omelet"]);
  });

  it("counts each limit under the other rules, not under its own choice", () => {
    const counts = (state: Partial<FilterState>) =>
      countFacets(items, { ...EMPTY_FILTERS, ...state }).maxTimes;
    expect(counts({})).toEqual({ "10": 1, "15": 2, "20": 3, "30": 5 });
    expect(counts({ maxTimes: ["15"] })).toEqual({ "10": 1, "15": 2, "20": 3, "30": 5 });
    expect(counts({ chapters: ["Lunch"] })).toEqual({ "10": 0, "15": 1, "20": 2, "30": 2 });
    expect(counts({ search: "kip" })).toEqual({ "10": 0, "15": 1, "20": 2, "30": 4 });
    // The other facets count within the chosen time.
    expect(countFacets(items, { ...EMPTY_FILTERS, maxTimes: ["15"] }).chapters).toMatchObject({
      alle: 2,
      ontbijt: 1,
      lunch: 1,
      diner: 0,
    });
  });
});

describe("the order", () => {
  it("keeps the collection's order for 'relevantie' without a search", () => {
    expect(names({})).toEqual(["Kipcurry", "Omelet", "Salade met kip", "Kipstoofpot", "Wrap", "Ovenschotel"]);
  });

  it("puts the least work first for 'tijd', equals in the collection's order", () => {
    expect(names({ sort: "tijd" })).toEqual([
      "Omelet",
      "Salade met kip",
      "Wrap",
      "Kipcurry",
      "Kipstoofpot",
      "Ovenschotel",
    ]);
    const tied = indexRecipes([dish("B", 20), dish("A", 10), dish("C", 20)]);
    expect(filterRecipes(tied, { ...EMPTY_FILTERS, sort: "tijd" }).map((r) => r.name)).toEqual([
      "A",
      "B",
      "C",
    ]);
  });

  it("puts the newest first for 'nieuw'", () => {
    expect(names({ sort: "nieuw", maxTimes: ["20"] })).toEqual(["Wrap", "Salade met kip", "Omelet"]);
  });

  it("puts the names that hold the search before recipes found by an ingredient for 'relevantie'", () => {
    expect(names({ search: "kip" })).toEqual(["Kipcurry", "Salade met kip", "Kipstoofpot", "Wrap"]);
    expect(names({ search: "kip", sort: "tijd" })).toEqual([
      "Salade met kip",
      "Wrap",
      "Kipcurry",
      "Kipstoofpot",
    ]);
  });
});

import { describe, expect, it } from "vitest";

import type { FilterableRecipe } from "./filter";
import type { FilterState } from "./filter-state";
import { ALL_CHAPTERS } from "../recipe/options";
import { countFacets, filterRecipes, indexRecipes } from "./filter";
import { EMPTY_FILTERS, hasActiveFilters, toggle } from "./filter-state";

/** Whether the filter finds this one recipe under the given rules. */
function finds(item: FilterableRecipe, state: Partial<FilterState>): boolean {
  return filterRecipes(indexRecipes([item]), { ...EMPTY_FILTERS, ...state }).length === 1;
}

function recipe(overrides: Partial<FilterableRecipe> = {}): FilterableRecipe {
  return {
    name: "Omelet met spinazie",
    chapter: "Ontbijt",
    proteinType: "Ei",
    preparationMethod: "Pan",
    ingredients: ["2 stuks eieren", "100 g spinazie"],
    prepTime: 15,
    airfryerTemp: null,
    airfryerTime: null,
    ...overrides,
  };
}

const omelet = recipe();
const yoghurtBowl = recipe({
  name: "Yoghurtbowl",
  proteinType: "Yoghurt",
  preparationMethod: "Koud",
  ingredients: ["200 g yoghurt"],
});
const chickenSalad = recipe({
  name: "Kipsalade",
  chapter: "Lunch",
  proteinType: "Kip",
  preparationMethod: "Koud",
  ingredients: ["120 g kipfilet"],
});
/** Oven recipe that also gives airfryer settings: the Airfryer filter finds it. */
const ovenSalmon = recipe({
  name: "Zalm uit de oven",
  chapter: "Diner",
  proteinType: "Vis",
  preparationMethod: "Oven",
  ingredients: ["125 g zalm", "200 g broccoli"],
  airfryerTemp: 180,
  airfryerTime: 12,
});
/** Oven recipe with only a temperature: not an airfryer alternative. */
const ovenChicken = recipe({
  name: "Kip uit de oven",
  chapter: "Diner",
  proteinType: "Kip",
  preparationMethod: "Oven",
  ingredients: ["125 g kipfilet"],
  airfryerTemp: 180,
});
const airfryerEggs = recipe({
  name: "Eiermuffins",
  preparationMethod: "Airfryer",
  airfryerTemp: 160,
  airfryerTime: 12,
});

const ALL = [omelet, yoghurtBowl, chickenSalad, ovenSalmon, ovenChicken, airfryerEggs];

function run(state: Partial<FilterState>, recipes = ALL): string[] {
  return filterRecipes(indexRecipes(recipes), { ...EMPTY_FILTERS, ...state }).map((r) => r.name);
}

describe("filter", () => {
  it("returns every recipe, in order, without filters", () => {
    expect(run({})).toEqual(ALL.map((r) => r.name));
  });

  it("searches the name and the ingredients", () => {
    expect(run({ search: "kipfilet" })).toEqual(["Kipsalade", "Kip uit de oven"]);
    expect(run({ search: "ZALM" })).toEqual(["Zalm uit de oven"]);
  });

  it("shows every chapter for the 'alle' button", () => {
    expect(run({ activeChapter: ALL_CHAPTERS })).toHaveLength(ALL.length);
  });

  it("matches the chapter button case-insensitively", () => {
    expect(run({ activeChapter: "diner" })).toEqual(["Zalm uit de oven", "Kip uit de oven"]);
    expect(
      finds(recipe({ chapter: "Sauzen & Basisrecepten" }), { activeChapter: "sauzen & basisrecepten" }),
    ).toBe(true);
    expect(finds(recipe({ chapter: "Lunch" }), { activeChapter: "ontbijt" })).toBe(false);
  });

  it("matches any of the values selected within one list", () => {
    expect(run({ proteinTypes: ["Kip", "Vis"] })).toEqual([
      "Kipsalade",
      "Zalm uit de oven",
      "Kip uit de oven",
    ]);
    expect(run({ chapters: ["Lunch", "Diner"] })).toEqual([
      "Kipsalade",
      "Zalm uit de oven",
      "Kip uit de oven",
    ]);
  });

  it("requires a match in every list that has a selection", () => {
    expect(run({ chapters: ["Diner"], proteinTypes: ["Kip"] })).toEqual(["Kip uit de oven"]);
    expect(run({ proteinTypes: ["Kip"], preparationMethods: ["Koud"] })).toEqual(["Kipsalade"]);
    expect(run({ chapters: ["Lunch"], proteinTypes: ["Vis"] })).toEqual([]);
  });

  it("combines the search, the chapter button and the lists", () => {
    expect(run({ search: "oven", activeChapter: "diner", proteinTypes: ["Vis"] })).toEqual([
      "Zalm uit de oven",
    ]);
  });

  it("lets the Airfryer filter find recipes with both airfryer settings whatever their method", () => {
    expect(run({ preparationMethods: ["Airfryer"] })).toEqual(["Zalm uit de oven", "Eiermuffins"]);
    expect(finds(ovenSalmon, { preparationMethods: ["Airfryer"] })).toBe(true);
  });

  it("does not let the Airfryer filter find a recipe with only one airfryer setting", () => {
    expect(finds(ovenChicken, { preparationMethods: ["Airfryer"] })).toBe(false);
    expect(
      finds(recipe({ preparationMethod: "Oven", airfryerTime: 12 }), { preparationMethods: ["Airfryer"] }),
    ).toBe(false);
  });

  it("keeps the own method of an airfryer-capable recipe", () => {
    expect(run({ preparationMethods: ["Oven"] })).toEqual(["Zalm uit de oven", "Kip uit de oven"]);
    expect(finds(ovenSalmon, { preparationMethods: ["Pan"] })).toBe(false);
  });

  it("tells whether any list filter is active", () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: "kip", activeChapter: "lunch" })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, proteinTypes: ["Kip"] })).toBe(true);
  });

  it("toggles a value in and out of a list", () => {
    expect(toggle(["Kip"], "Vis")).toEqual(["Kip", "Vis"]);
    expect(toggle(["Kip", "Vis"], "Kip")).toEqual(["Vis"]);
  });

  it("puts a value in or leaves it out as asked, whatever the list held", () => {
    expect(toggle(["Kip", "Vis"], "Kip", true)).toEqual(["Kip", "Vis"]);
    expect(toggle(["Vis"], "Kip", true)).toEqual(["Vis", "Kip"]);
    expect(toggle(["Vis"], "Kip", false)).toEqual(["Vis"]);
    expect(toggle(["Kip", "Vis"], "Kip", false)).toEqual(["Vis"]);
  });
});

describe("countFacets", () => {
  const counts = (state: Partial<FilterState>) =>
    countFacets(indexRecipes(ALL), { ...EMPTY_FILTERS, ...state });

  it("counts every chapter button, protein type and method", () => {
    const result = counts({});
    expect(result.chapters).toMatchObject({ alle: 6, ontbijt: 3, lunch: 1, diner: 2, soepen: 0 });
    expect(result.proteinTypes).toMatchObject({ Ei: 2, Yoghurt: 1, Kip: 2, Vis: 1, Ham: 0, Peulvruchten: 0 });
    expect(result.preparationMethods).toEqual({
      Koud: 2,
      Oven: 2,
      Pan: 1,
      Blender: 0,
      Stomen: 0,
      Airfryer: 2,
    });
  });

  it("counts a facet under the other rules but not under its own selection", () => {
    const result = counts({ proteinTypes: ["Kip"] });
    // Other protein types stay countable, so the count says what adding one would show.
    expect(result.proteinTypes).toMatchObject({ Ei: 2, Kip: 2, Vis: 1 });
    // Chapters and methods only count chicken recipes.
    expect(result.chapters).toMatchObject({ alle: 2, ontbijt: 0, lunch: 1, diner: 1 });
    expect(result.preparationMethods).toMatchObject({ Koud: 1, Oven: 1, Airfryer: 0 });
  });

  it("applies the search to every count", () => {
    const result = counts({ search: "oven" });
    expect(result.chapters).toMatchObject({ alle: 2, diner: 2, ontbijt: 0 });
    expect(result.proteinTypes).toMatchObject({ Kip: 1, Vis: 1, Ei: 0 });
  });

  it("counts chapters regardless of the active chapter button", () => {
    expect(counts({ activeChapter: "lunch" }).chapters).toMatchObject({ alle: 6, ontbijt: 3 });
    expect(counts({ activeChapter: "lunch" }).proteinTypes).toMatchObject({ Kip: 1, Ei: 0 });
  });
});

describe("the diet facet", () => {
  const vegan = recipe({ name: "Tofu", diets: ["vegetarisch", "veganistisch", "glutenvrij"] });
  const vegetarian = recipe({ name: "Omelet", diets: ["vegetarisch", "glutenvrij"] });
  const meat = recipe({ name: "Kip", diets: ["glutenvrij", "lactosevrij"] });
  const old = recipe({ name: "Zonder labels" });
  const all = indexRecipes([vegan, vegetarian, meat, old]);

  it("finds recipes with any of the chosen diets, like the other filters", () => {
    const names = (diets: string[]) => filterRecipes(all, { ...EMPTY_FILTERS, diets }).map((r) => r.name);
    expect(names(["veganistisch"])).toEqual(["Tofu"]);
    expect(names(["veganistisch", "lactosevrij"])).toEqual(["Tofu", "Kip"]);
    expect(names([])).toEqual(["Tofu", "Omelet", "Kip", "Zonder labels"]);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, diets: ["glutenvrij"] })).toBe(true);
  });

  it("counts each diet under the other rules", () => {
    expect(countFacets(all, { ...EMPTY_FILTERS, proteinTypes: ["Ei"] }).diets).toEqual({
      vegetarisch: 2,
      veganistisch: 1,
      glutenvrij: 3,
      lactosevrij: 1,
      "zonder-toegevoegde-suiker": 0,
    });
  });
});

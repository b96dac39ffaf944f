import { describe, expect, it } from "vitest";

import type { FilterableRecipe } from "../filter/filter";
import { countFacets, filterRecipes, indexRecipes } from "../filter/filter";
import { EMPTY_FILTERS } from "../filter/filter-state";
import { FILTER_PROTEIN_TYPES, FORM_ONLY_PROTEIN_TYPES, PROTEIN_TYPES } from "../recipe/options";
import { EXCLUSIONS } from "../weekmenu/rules";
import { isMeatOrFish, PROTEIN_TABLE, proteinGroup, styleGroup } from "./protein-groups";

const dish = (
  name: string,
  proteinType: string,
  extra: Partial<FilterableRecipe> = {},
): FilterableRecipe => ({
  name,
  chapter: "Diner",
  proteinType,
  preparationMethod: "Oven",
  ingredients: [],
  prepTime: 15,
  airfryerTemp: null,
  airfryerTime: null,
  ...extra,
});

describe("proteinGroup", () => {
  it("puts every form-only type in exactly the group a visitor looks for", () => {
    expect(FORM_ONLY_PROTEIN_TYPES.map(proteinGroup)).toEqual([
      "Vis",
      "Kalfsvlees",
      "Peulvruchten",
      "Peulvruchten",
      "Peulvruchten",
    ]);
    for (const type of FORM_ONLY_PROTEIN_TYPES) expect(FILTER_PROTEIN_TYPES).toContain(proteinGroup(type));
  });

  it("keeps the filter's own options as they are", () => {
    for (const type of FILTER_PROTEIN_TYPES) expect(proteinGroup(type)).toBe(type);
    expect(proteinGroup("Tofu")).toBe("Tofu");
  });
});

describe("filtering and counting by group", () => {
  const recipes = indexRecipes([
    dish("Zalm uit de oven", "Vis"),
    dish("Schelvis uit de oven", "Schelvis", { airfryerTemp: 180, airfryerTime: 12 }),
    dish("Linzensoep", "Linzen", { chapter: "Soepen", preparationMethod: "Pan" }),
    dish("Hummus", "Kikkererwten", { preparationMethod: "Blender" }),
    dish("Edamame", "Sojabonen", { preparationMethod: "Stomen" }),
    dish("Gehaktballen", "Kalfsgehakt", { preparationMethod: "Pan" }),
    dish("Omelet", "Ei", { preparationMethod: "Pan" }),
  ]);

  it("'Vis' finds haddock, also together with the Airfryer rule", () => {
    const names = (state: Partial<typeof EMPTY_FILTERS>) =>
      filterRecipes(recipes, { ...EMPTY_FILTERS, ...state }).map((r) => r.name);
    expect(names({ proteinTypes: ["Vis"] })).toEqual(["Zalm uit de oven", "Schelvis uit de oven"]);
    expect(names({ proteinTypes: ["Vis"], preparationMethods: ["Airfryer"] })).toEqual([
      "Schelvis uit de oven",
    ]);
    expect(names({ proteinTypes: ["Peulvruchten"] })).toEqual(["Linzensoep", "Hummus", "Edamame"]);
    expect(names({ proteinTypes: ["Kalfsvlees"] })).toEqual(["Gehaktballen"]);
  });

  it("counts each recipe under one option, and the counts add up to the total", () => {
    const counts = countFacets(recipes, EMPTY_FILTERS);
    expect(Object.keys(counts.proteinTypes)).toEqual([...FILTER_PROTEIN_TYPES]);
    expect(counts.proteinTypes.Vis).toBe(2);
    expect(counts.proteinTypes.Peulvruchten).toBe(3);
    expect(counts.proteinTypes.Kalfsvlees).toBe(1);
    expect(counts.proteinTypes.Ei).toBe(1);
    const sum = Object.values(counts.proteinTypes).reduce((a, b) => a + b, 0);
    expect(sum).toBe(7);
    expect(PROTEIN_TYPES).toHaveLength(17);
  });
});

describe("the style's protein groups", () => {
  it("counts cow's dairy as one group, goat's cheese apart, and pulses with soy", () => {
    expect(["Yoghurt", "Cottage cheese", "Mozzarella"].map(styleGroup)).toEqual([
      "zuivel",
      "zuivel",
      "zuivel",
    ]);
    expect(styleGroup("Geitenkaas")).toBe("geitSchaap");
    expect(["Linzen", "Kikkererwten", "Sojabonen", "Peulvruchten"].map(styleGroup)).toEqual(
      Array(4).fill("peulvruchten"),
    );
    expect(["Kalfsvlees", "Kalfsgehakt", "Ham"].map(styleGroup)).toEqual(["vlees", "vlees", "vlees"]);
    expect(styleGroup("Vegetarisch")).toBeNull();
    expect(styleGroup("Tofu")).toBeNull();
  });

  it("gives every protein type of the form a row, and the vegetarian week leaves out exactly meat and fish", () => {
    expect(Object.keys(PROTEIN_TABLE).sort()).toEqual([...PROTEIN_TYPES].sort());
    const meatAndFish = FILTER_PROTEIN_TYPES.filter(isMeatOrFish);
    expect([...EXCLUSIONS.vegetarisch].sort()).toEqual([...meatAndFish].sort());
  });
});

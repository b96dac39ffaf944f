import { describe, expect, it } from "vitest";

import type { ProteinType } from "@repo/domain";
import { suggestIcons } from "@repo/domain";

import type { SeedRecipe } from "./types";
import { SEED_RECIPES } from "./index";

/**
 * How an ingredient line gives away its protein source. The most specific type wins: chickpeas
 * are Kikkererwten, lentils Linzen, tofu and edamame Sojabonen, haddock Schelvis, veal mince
 * Kalfsgehakt; other beans are Peulvruchten and other fish and shellfish Vis. Turkey is poultry and
 * so Kip, beef is filed with veal as Kalfsvlees, and kwark with yoghurt as Yoghurt.
 */
const PROTEIN_SOURCES: readonly (readonly [ProteinType, RegExp])[] = [
  ["Ei", /\beieren\b|\bei\b/],
  ["Kip", /\bkip(?!penbouillon)|kalkoen/],
  ["Schelvis", /schelvis/],
  ["Vis", /zalm|kabeljauw|forel|zeebaars|makreel|koolvis|tonijn|haring|garnalen|gamba's|mosselen/],
  ["Kalfsgehakt", /kalfsgehakt/],
  ["Kalfsvlees", /kalfs(?!gehakt)|runder(?!gehakt)|biefstuk/],
  ["Geitenkaas", /geitenkaas/],
  ["Mozzarella", /mozzarella/],
  ["Cottage cheese", /cottage cheese/],
  ["Yoghurt", /yoghurt|kwark/],
  ["Noten", /noten\b|amandelen\b/],
  ["Peulvruchten", /\b(?:witte|zwarte|bruine|kidney)\s?bonen\b/],
  ["Sojabonen", /tofu|edamame|tempeh/],
  ["Linzen", /linzen/],
  ["Kikkererwten", /kikkererwten/],
  ["Ham", /\bham\b|beenham/],
];

function proteinSources(recipe: SeedRecipe): ProteinType[] {
  return PROTEIN_SOURCES.filter(([, pattern]) => recipe.ingredients.some((line) => pattern.test(line))).map(
    ([type]) => type,
  );
}

/** Names of the recipes for which the check fails, so a failure says where to look. */
const failing = (check: (recipe: SeedRecipe) => boolean) =>
  SEED_RECIPES.filter((r) => !check(r)).map((r) => `${r.name} (${r.proteinType}: ${r.icons.join(", ")})`);

describe("protein type", () => {
  it("is the one protein source in the ingredients, or Vegetarisch when there is none", () => {
    const mismatched = SEED_RECIPES.filter((r) => {
      const sources = proteinSources(r);
      return r.proteinType === "Vegetarisch" ? sources.length > 0 : sources.join() !== r.proteinType;
    });
    expect(mismatched.map((r) => `${r.name}: ${r.proteinType} ≠ ${proteinSources(r).join(", ")}`)).toEqual(
      [],
    );
  });
});

describe("icons", () => {
  it("show 'protein' exactly on the recipes with a protein source", () => {
    expect(failing((r) => r.icons.includes("protein") === (r.proteinType !== "Vegetarisch"))).toEqual([]);
  });

  it("show 'egg' exactly where eggs are the protein", () => {
    expect(failing((r) => r.icons.includes("egg") === (r.proteinType === "Ei"))).toEqual([]);
  });

  it("show 'vegetable' and 'fruit' exactly where the ingredients hold them, as an import suggests them", () => {
    for (const key of ["vegetable", "fruit"] as const) {
      expect(failing((r) => r.icons.includes(key) === suggestIcons(r).includes(key))).toEqual([]);
    }
  });

  it("show 'soup' on the soups and 'sauce' on the sauces, and nowhere else", () => {
    expect(failing((r) => r.icons.includes("soup") === (r.chapter === "Soepen"))).toEqual([]);
    expect(failing((r) => r.icons.includes("sauce") === (r.chapter === "Sauzen & Basisrecepten"))).toEqual(
      [],
    );
  });

  it("show one of 'hot' and 'cold', following the method", () => {
    expect(failing((r) => r.icons.includes("hot") !== r.icons.includes("cold"))).toEqual([]);
    expect(failing((r) => r.preparationMethod !== "Koud" || r.icons.includes("cold"))).toEqual([]);
    expect(
      failing((r) => !["Oven", "Airfryer"].includes(r.preparationMethod) || r.icons.includes("hot")),
    ).toEqual([]);
  });
});

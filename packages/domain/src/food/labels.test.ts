import { describe, expect, it } from "vitest";

import { analyzeRecipe } from "./analyze";
import { applyDietOverrides } from "./labels";

const labels = (lines: string[]) => analyzeRecipe(lines, 1).labels;

describe("diet and allergen labels from the ingredients", () => {
  it("a recipe with kipfilet is not vegetarisch", () => {
    expect(labels(["130 g kipfilet", "150 g broccoli"])).toEqual({
      diets: ["glutenvrij", "lactosevrij", "zonder-toegevoegde-suiker"],
      ruledOut: ["vegetarisch", "veganistisch"],
      allergens: [],
      byBrand: [],
    });
  });

  it("tofu and vegetables only is veganistisch", () => {
    expect(labels(["150 g stevige tofu", "150 g broccoli", "1 rode paprika", "1 tl olijfolie"])).toEqual({
      diets: ["vegetarisch", "veganistisch", "glutenvrij", "lactosevrij", "zonder-toegevoegde-suiker"],
      ruledOut: [],
      allergens: ["soja"],
      byBrand: [],
    });
  });

  it("bread and couscous are not glutenvrij", () => {
    expect(labels(["40 g roggebrood"]).diets).not.toContain("glutenvrij");
    expect(labels(["60 g couscous"]).diets).not.toContain("glutenvrij");
    expect(labels(["60 g couscous"]).allergens).toEqual(["gluten"]);
    expect(labels(["60 g zilvervliesrijst (ongekookt)"]).diets).toContain("glutenvrij");
  });

  it("yoghurt is not lactosevrij, nor veganistisch", () => {
    expect(labels(["150 g volle yoghurt (naturel)"])).toMatchObject({
      diets: ["vegetarisch", "glutenvrij", "zonder-toegevoegde-suiker"],
      allergens: ["melk"],
    });
  });

  it("names the EU allergens in the law's order", () => {
    expect(
      labels(["2 eieren", "1 tl mosterd", "2 stengels bleekselderij", "1 el rode wijnazijn", "30 g walnoten"])
        .allergens,
    ).toEqual(["eieren", "noten", "selderij", "mosterd", "sulfiet"]);
  });

  it("keeps its promise of no added sugar only while no sugar is added", () => {
    expect(labels(["1 el honing", "150 g volle yoghurt"]).diets).not.toContain("zonder-toegevoegde-suiker");
  });

  it("claims nothing when a line cannot be placed", () => {
    expect(labels(["150 g broccoli", "1 blik jackfruit"]).diets).toEqual([]);
  });
});

describe("the administrator's corrections", () => {
  const derived = {
    diets: ["glutenvrij" as const],
    ruledOut: ["vegetarisch" as const, "veganistisch" as const],
  };

  it("adds and removes labels and flags an added one the ingredients rule out", () => {
    expect(applyDietOverrides(derived, { vegetarisch: true, glutenvrij: false, lactosevrij: true })).toEqual({
      diets: ["vegetarisch", "lactosevrij"],
      conflicts: ["vegetarisch"],
    });
    expect(applyDietOverrides(derived, {})).toEqual({ diets: ["glutenvrij"], conflicts: [] });
  });
});

describe("claims that depend on the brand", () => {
  it("a recipe with plain bouillon or mustard is not 'zonder toegevoegde suiker'", () => {
    expect(labels(["150 g broccoli", "400 ml groentebouillon"]).diets).not.toContain(
      "zonder-toegevoegde-suiker",
    );
    expect(labels(["150 g broccoli", "400 ml groentebouillon"]).ruledOut).toContain(
      "zonder-toegevoegde-suiker",
    );
    expect(labels(["130 g kipfilet", "1 tl grove mosterd"]).diets).not.toContain("zonder-toegevoegde-suiker");
    expect(labels(["130 g kipfilet", "100 ml kippenbouillon"]).diets).not.toContain(
      "zonder-toegevoegde-suiker",
    );
  });

  it("keeps the claim where the line says the product has no sugar", () => {
    const soup = labels([
      "150 g broccoli",
      "400 ml groentebouillon zonder suiker",
      "1 tl mosterd zonder suiker",
    ]);
    expect(soup.diets).toContain("zonder-toegevoegde-suiker");
    expect(soup.byBrand).toEqual([{ diet: "glutenvrij", foods: ["groentebouillon"] }]);
  });

  it("keeps the claim where the line sends the cook to the label, and says it depends on the brand", () => {
    const salad = labels(["130 g kipfilet", "1 tl mosterd (controleer het etiket op suiker)"]);
    expect(salad.diets).toContain("zonder-toegevoegde-suiker");
    expect(salad.byBrand).toEqual([{ diet: "zonder-toegevoegde-suiker", foods: ["mosterd"] }]);
  });

  it("calls tamari and stock glutenvrij only by the brand; soy sauce and ketjap hold wheat", () => {
    expect(
      labels(["150 g stevige tofu", "1 el tamari", "200 ml groentebouillon zonder suiker"]),
    ).toMatchObject({
      diets: ["vegetarisch", "veganistisch", "glutenvrij", "lactosevrij", "zonder-toegevoegde-suiker"],
      byBrand: [{ diet: "glutenvrij", foods: ["tamari", "groentebouillon"] }],
    });
    expect(labels(["150 g stevige tofu", "1 el glutenvrije tamari"]).byBrand).toEqual([]);
    expect(labels(["150 g stevige tofu", "1 el sojasaus"]).diets).not.toContain("glutenvrij");
    expect(labels(["150 g stevige tofu", "1 el ketjap"]).ruledOut).toEqual([
      "glutenvrij",
      "zonder-toegevoegde-suiker",
    ]);
  });
});

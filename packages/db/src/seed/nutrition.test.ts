import { describe, expect, it } from "vitest";

import { analyzeRecipe, computeNutrition, matchLine } from "@repo/domain/food";

import { SEED_RECIPES } from "./index";

const LINES = [...new Set(SEED_RECIPES.flatMap((recipe) => recipe.ingredients))];

describe("the food table over the bundled collection", () => {
  it.each(LINES)("places '%s', or counts it as nothing only when it is water or to taste", (line) => {
    const match = matchLine(line);
    if (match.kind === "free") expect(line).toMatch(/naar smaak|water/);
    else expect(match.kind).toBe("food");
  });

  it("leaves no recipe with an unmatched line", () => {
    const incomplete = SEED_RECIPES.filter(
      (r) => computeNutrition(r.ingredients, r.servings ?? 1).unmatched.length > 0,
    );
    expect(incomplete.map((r) => r.name)).toEqual([]);
  });

  it("computes kcal within 15% of the typed calories for at least 90% of the recipes, and within 25% for all", () => {
    const offBy = (recipe: (typeof SEED_RECIPES)[number]) => {
      const { kcal } = computeNutrition(recipe.ingredients, recipe.servings ?? 1).perPortion;
      return Math.abs(kcal - recipe.calories) / recipe.calories;
    };
    const off = SEED_RECIPES.filter((recipe) => offBy(recipe) > 0.15).map((r) => r.name);
    expect(off.length, off.join("; ")).toBeLessThanOrEqual(SEED_RECIPES.length * 0.1);
    expect(SEED_RECIPES.filter((recipe) => offBy(recipe) > 0.25).map((r) => r.name)).toEqual([]);
  });
});

describe("the labels over the bundled collection", () => {
  const MEAT_OR_FISH = new Set([
    "Kip",
    "Kalfsvlees",
    "Vis",
    "Zalm",
    "Kabeljauw",
    "Schelvis",
    "Forel",
    "Zeebaars",
    "Ham",
  ]);

  it.each(SEED_RECIPES.map((r) => [r.name, r] as const))("labels '%s' as its protein says", (_, recipe) => {
    const { labels } = analyzeRecipe(recipe.ingredients, recipe.servings ?? 1);
    // Every line is placed, so every recipe's labels are claimed or ruled out.
    expect(labels.diets.length + labels.ruledOut.length).toBe(5);
    if (MEAT_OR_FISH.has(recipe.proteinType)) expect(labels.ruledOut).toContain("vegetarisch");
    if (["Yoghurt", "Kwark", "Cottage cheese", "Geitenkaas", "Mozzarella"].includes(recipe.proteinType)) {
      expect(labels.allergens).toContain("melk");
    }
    if (recipe.proteinType === "Ei") expect(labels.allergens).toContain("eieren");
    // The site's promise: no bundled recipe adds sugar.
    expect(labels.diets).toContain("zonder-toegevoegde-suiker");
  });
});

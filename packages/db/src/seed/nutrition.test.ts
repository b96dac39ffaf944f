import { describe, expect, it } from "vitest";

import { analyzeRecipe, computeNutrition, FOODS, foodTable, matchLine } from "@repo/domain/food";

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
    // No bundled recipe adds sugar; the claim holds where every stock and mustard line says
    // it has none (or sends the cook to the label).
    const unsure = recipe.ingredients.filter(
      (line) => /bouillon|mosterd/.test(line) && !/zonder suiker|controleer het etiket/.test(line),
    );
    if (unsure.length === 0) expect(labels.diets).toContain("zonder-toegevoegde-suiker");
    else expect(labels.ruledOut).toContain("zonder-toegevoegde-suiker");
  });

  it("leaves the sugar filter something to remove: the recipes with plain mustard", () => {
    const without = SEED_RECIPES.filter(
      (r) =>
        !analyzeRecipe(r.ingredients, r.servings ?? 1).labels.diets.includes("zonder-toegevoegde-suiker"),
    );
    expect(without.length).toBeGreaterThan(0);
    for (const recipe of without) expect(recipe.ingredients.join(" ")).toMatch(/mosterd/);
  });
});

describe("smoked, cured and salted foods", () => {
  // Words that name a food sold smoked, cured or in brine or salt; smoked paprika is a spice.
  const SALTED =
    /\bgerookte?\b(?! paprika)|\b(?:bee?n|achter|parma|serrano|rauwe )?ham(?:reepjes)?\b|feta|olijf\b|olijven|kappertje|ansjovis|\bspek|bacon|haring|gezouten|tamari|sojasaus|ketjap|miso|parmezaan/;
  /** Below this a row is a fresh food's: fresh fish and meat hold 50-120 mg sodium per 100 g. */
  const SALTED_MIN_SODIUM_MG = 400;

  const sodiumOf = (line: string) => {
    const match = matchLine(line);
    return match.kind === "food" ? foodTable.per100g(match.food)?.sodium : undefined;
  };

  it.each(LINES.filter((line) => SALTED.test(line)))("maps '%s' to a row that carries its salt", (line) => {
    expect(sodiumOf(line)).toBeGreaterThanOrEqual(SALTED_MIN_SODIUM_MG);
  });

  it("maps no word of the food list that names one to a fresh row", () => {
    const words = FOODS.flatMap((f) => f.words).filter((word) => SALTED.test(word));
    expect(words.length).toBeGreaterThan(20);
    const fresh = words.filter((word) => (sodiumOf(`100 g ${word}`) ?? 0) < SALTED_MIN_SODIUM_MG);
    expect(fresh).toEqual([]);
  });
});

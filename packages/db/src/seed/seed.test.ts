import { describe, expect, it } from "vitest";

import {
  CHAPTERS,
  FILTER_PROTEIN_TYPES,
  FORM_ONLY_PROTEIN_TYPES,
  hasAirfryerSettings,
  PREPARATION_METHODS,
  proteinGroup,
} from "@repo/domain";
import { RecipeInputSchema } from "@repo/schema";

import type { SeedRecipe } from "./types";
import { countRecipes, listRecipes } from "../recipes";
import { getSettings } from "../settings";
import { useTestDb } from "../testing";
import { SEED_RECIPES, seedDatabase } from "./index";

/**
 * An amount first ('2 eieren', '½ rode ui', '1½ l bouillon', '150 g courgette'), so the
 * line can be scaled, or a seasoning to taste ('peper en zout naar smaak').
 */
// A decimal only before kg or l, as a cook writes '1,2 kg'.
const INGREDIENT = /^(?:\d+[½¼¾]?|[½¼¾]|\d+,\d+(?= (?:kg|l) )) \S|^\S.* naar smaak$/;

const count = (predicate: (recipe: SeedRecipe) => boolean) => SEED_RECIPES.filter(predicate).length;

describe("seedDatabase", () => {
  const ctx = useTestDb();

  it("seeds the whole collection on an empty database, in order", async () => {
    expect(await seedDatabase(ctx.db)).toBe(SEED_RECIPES.length);
    const recipes = await listRecipes(ctx.db);
    expect(recipes.map((r) => r.name)).toEqual(SEED_RECIPES.map((r) => r.name));
    expect(recipes[0]).toMatchObject({ ...SEED_RECIPES[0], imageUrl: null });
  });

  it("creates the settings row without a hero image", async () => {
    await seedDatabase(ctx.db);
    expect((await getSettings(ctx.db)).heroImageUrl).toBeNull();
  });

  it("inserts nothing on a second call", async () => {
    await seedDatabase(ctx.db);
    expect(await seedDatabase(ctx.db)).toBe(0);
    expect(await countRecipes(ctx.db)).toBe(SEED_RECIPES.length);
  });

  it("does not bring deleted recipes back", async () => {
    await seedDatabase(ctx.db);
    await ctx.db.deleteFrom("recipes").execute();
    expect(await seedDatabase(ctx.db)).toBe(0);
    expect(await countRecipes(ctx.db)).toBe(0);
  });
});

describe("SEED_RECIPES", () => {
  it("holds at least 110 recipes", () => {
    expect(SEED_RECIPES.length).toBeGreaterThanOrEqual(110);
  });

  it("has garnalen, mosselen, makreel, haring, kalkoen, rund and kwark, and veal on at most 8", () => {
    const lines = (pattern: RegExp) => count((r) => r.ingredients.some((line) => pattern.test(line)));
    for (const food of [
      /garnalen|gamba's/,
      /mosselen/,
      /makreel/,
      /haring/,
      /kalkoen/,
      /biefstuk|runder/,
      /kwark/,
    ])
      expect(lines(food), String(food)).toBeGreaterThanOrEqual(2);
    expect(lines(/\bkalfs(?!gehakt)/)).toBeLessThanOrEqual(8);
  });

  // Two weeks of the week menu without a breakfast, lunch or dinner dish coming back.
  it.each([
    ["breakfasts", ["Ontbijt"]],
    ["lunches", ["Lunch"]],
    ["dinners", ["Diner"]],
  ] as const)("has at least 14 %s", (_meal, chapters) => {
    expect(count((r) => (chapters as readonly string[]).includes(r.chapter))).toBeGreaterThanOrEqual(14);
  });

  it.each(["Kip", "Vis", "Ei", "Peulvruchten", "Kalfsvlees"])(
    "has at least 6 recipes in the common protein group %s",
    (group) => {
      expect(count((r) => proteinGroup(r.proteinType) === group)).toBeGreaterThanOrEqual(6);
    },
  );

  it("has at least 6 recipes with dairy as the protein", () => {
    const dairy = ["Yoghurt", "Cottage cheese", "Geitenkaas", "Mozzarella"];
    expect(count((r) => dairy.includes(r.proteinType))).toBeGreaterThanOrEqual(6);
  });

  it.each(SEED_RECIPES.map((recipe) => [recipe.name, recipe] as const))(
    "passes the recipe schema unchanged: %s",
    (_name, recipe) => {
      const parsed = RecipeInputSchema.parse(recipe);
      // A schema without the servings field drops it; one with it keeps it (absent means 1).
      const servings = "servings" in parsed ? (recipe.servings ?? 1) : undefined;
      expect(parsed).toEqual({ ...recipe, imageUrl: null, servings });
    },
  );

  it("has unique names", () => {
    const names = SEED_RECIPES.map((r) => r.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it.each(CHAPTERS)("has at least 4 recipes in chapter %s", (chapter) => {
    expect(count((r) => r.chapter === chapter)).toBeGreaterThanOrEqual(4);
  });

  it.each(FILTER_PROTEIN_TYPES)("has at least 2 recipes with the filter protein type %s", (type) => {
    expect(count((r) => r.proteinType === type)).toBeGreaterThanOrEqual(2);
  });

  it.each(FORM_ONLY_PROTEIN_TYPES)("has at least 1 recipe with the form-only protein type %s", (type) => {
    expect(count((r) => r.proteinType === type)).toBeGreaterThanOrEqual(1);
  });

  it.each(PREPARATION_METHODS)("has at least 4 recipes prepared with %s", (method) => {
    expect(count((r) => r.preparationMethod === method)).toBeGreaterThanOrEqual(4);
  });

  it("has at least 8 airfryer recipes with both airfryer values", () => {
    expect(count((r) => r.preparationMethod === "Airfryer" && hasAirfryerSettings(r))).toBeGreaterThanOrEqual(
      8,
    );
  });

  it("gives every airfryer recipe both airfryer values", () => {
    const missing = SEED_RECIPES.filter((r) => r.preparationMethod === "Airfryer" && !hasAirfryerSettings(r));
    expect(missing.map((r) => r.name)).toEqual([]);
  });

  it("has at least 2 other recipes with an airfryer alternative", () => {
    expect(count((r) => r.preparationMethod !== "Airfryer" && hasAirfryerSettings(r))).toBeGreaterThanOrEqual(
      2,
    );
  });

  it("gives every recipe 4 to 14 ingredients", () => {
    const outside = SEED_RECIPES.filter((r) => r.ingredients.length < 4 || r.ingredients.length > 14);
    expect(outside.map((r) => `${r.name}: ${r.ingredients.length}`)).toEqual([]);
  });

  it("starts every ingredient with an amount, or gives a seasoning to taste", () => {
    const bad = SEED_RECIPES.flatMap((r) =>
      r.ingredients.filter((i) => !INGREDIENT.test(i)).map((i) => `${r.name}: ${i}`),
    );
    expect(bad).toEqual([]);
  });

  it("writes instructions as at least 2 lines without numbering", () => {
    for (const recipe of SEED_RECIPES) {
      const lines = recipe.instructions.split("\n");
      expect(lines.length, recipe.name).toBeGreaterThanOrEqual(2);
      for (const line of lines) {
        expect(line.trim(), recipe.name).not.toBe("");
        expect(line, recipe.name).not.toMatch(/^\s*(?:\d+[.):]|stap \d)/i);
      }
    }
  });
});

import { describe, expect, it } from "vitest";

import { KEPT_DEFAULTS } from "@repo/domain";

import { refreshAnalyses } from "./analysis";
import { countRecipes, findRecipeById, insertRecipe, listRecipes, updateRecipe } from "./recipes";
import { recipeData, useTestDb } from "./testing";
import { deleteRecipe } from "./trash";

describe("recipes", () => {
  const ctx = useTestDb();

  it("inserts a recipe and returns it with an id and timestamps", async () => {
    const now = new Date("2026-11-22T10:00:00.000Z");
    const recipe = await insertRecipe(ctx.db, recipeData(), now);
    expect(recipe.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(recipe.createdAt).toBe("2026-11-22T10:00:00.000Z");
    expect(recipe.updatedAt).toBe("2026-11-22T10:00:00.000Z");
    expect(recipe).toMatchObject(recipeData());
  });

  it("finds an inserted recipe with every field in camelCase", async () => {
    const data = recipeData({
      imageUrl: "/objects/recipe-images/abcdefghijklmnop",
      preparationMethod: "Airfryer",
      airfryerTemp: 180,
      airfryerTime: 12,
    });
    const { id } = await insertRecipe(ctx.db, data);
    const found = await findRecipeById(ctx.db, id);
    expect(found).toEqual({
      id,
      name: "Omelet met spinazie",
      chapter: "Ontbijt",
      proteinType: "Ei",
      preparationMethod: "Airfryer",
      ingredients: ["2 stuks eieren", "100 g spinazie", "1 tl olijfolie"],
      instructions: "Klop de eieren los.\nBak de spinazie kort.\nGiet de eieren erover en laat stollen.",
      imageUrl: "/objects/recipe-images/abcdefghijklmnop",
      icons: ["egg", "vegetable", "hot"],
      prepTime: 10,
      calories: 250,
      airfryerTemp: 180,
      airfryerTime: 12,
      servings: 1,
      intro: null,
      waitTime: null,
      tools: [],
      tips: null,
      storage: null,
      dietOverrides: {},
      status: "published",
      // EU factors (4 protein, 4 carbohydrate without fibre, 9 fat, 2 fibre): 100 g egg 138.71 kcal,
      // 100 g spinach 25.07, 4.33 g olive oil 39.
      nutrition: expect.objectContaining({
        table: "usda-sr28+eigen",
        perPortion: expect.objectContaining({ kcal: 203, protein: 15.4 }) as unknown,
        unmatched: [],
      }) as unknown,
      diets: ["vegetarisch", "glutenvrij", "lactosevrij", "zonder-toegevoegde-suiker"],
      allergens: ["eieren"],
      dietConflicts: [],
      byBrand: [],
      createdAt: expect.any(String) as string,
      updatedAt: expect.any(String) as string,
    });
  });

  it("stores the lists as JSON text and reads them back as arrays", async () => {
    const { id } = await insertRecipe(ctx.db, recipeData({ icons: [] }));
    const row = await ctx.db
      .selectFrom("recipes")
      .select(["ingredients", "icons"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.ingredients)).toEqual(["2 stuks eieren", "100 g spinazie", "1 tl olijfolie"]);
    expect(row.icons).toBe("[]");
    const found = await findRecipeById(ctx.db, id);
    expect(Array.isArray(found?.ingredients)).toBe(true);
    expect(found?.icons).toEqual([]);
  });

  it("keeps nulls of the optional fields", async () => {
    const { id } = await insertRecipe(ctx.db, recipeData({ calories: null, imageUrl: null }));
    expect(await findRecipeById(ctx.db, id)).toMatchObject({
      calories: null,
      imageUrl: null,
      airfryerTemp: null,
      airfryerTime: null,
    });
  });

  it("uses the snake_case columns in the table", async () => {
    const { id } = await insertRecipe(ctx.db, recipeData());
    const row = await ctx.db.selectFrom("recipes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      protein_type: "Ei",
      preparation_method: "Pan",
      prep_time: 10,
      image_url: null,
    });
  });

  it("returns undefined for an unknown id", async () => {
    expect(await findRecipeById(ctx.db, "does-not-exist")).toBeUndefined();
  });

  it("lists recipes oldest first", async () => {
    await insertRecipe(ctx.db, recipeData({ name: "Tweede" }), new Date("2026-11-02T00:00:00Z"));
    await insertRecipe(ctx.db, recipeData({ name: "Eerste" }), new Date("2026-11-01T00:00:00Z"));
    await insertRecipe(ctx.db, recipeData({ name: "Derde" }), new Date("2026-11-03T00:00:00Z"));
    expect((await listRecipes(ctx.db)).map((r) => r.name)).toEqual(["Eerste", "Tweede", "Derde"]);
  });

  it("lists nothing on an empty database", async () => {
    expect(await listRecipes(ctx.db)).toEqual([]);
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("replaces every field on update and bumps updatedAt only", async () => {
    const created = await insertRecipe(ctx.db, recipeData(), new Date("2026-11-01T00:00:00Z"));
    const changed = recipeData({
      name: "Kipsalade",
      chapter: "Lunch",
      proteinType: "Kip",
      preparationMethod: "Koud",
      ingredients: ["120 g kipfilet"],
      icons: ["cold"],
      calories: null,
    });
    const updated = await updateRecipe(ctx.db, created.id, changed, new Date("2026-11-05T00:00:00Z"));
    expect(updated).toEqual({
      ...changed,
      ...KEPT_DEFAULTS,
      // 120 g chicken breast at 113.58 kcal per 100 g (22.5 g protein x 4 + 2.62 g fat x 9).
      nutrition: expect.objectContaining({
        perPortion: expect.objectContaining({ kcal: 136, protein: 27 }) as unknown,
      }) as unknown,
      diets: ["glutenvrij", "lactosevrij", "zonder-toegevoegde-suiker"],
      allergens: [],
      dietConflicts: [],
      byBrand: [],
      id: created.id,
      createdAt: "2026-11-01T00:00:00.000Z",
      updatedAt: "2026-11-05T00:00:00.000Z",
    });
    expect(await findRecipeById(ctx.db, created.id)).toEqual(updated);
  });

  it("returns undefined when updating an unknown id, and inserts nothing", async () => {
    expect(await updateRecipe(ctx.db, "does-not-exist", recipeData())).toBeUndefined();
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("deletes a recipe", async () => {
    const keep = await insertRecipe(ctx.db, recipeData({ name: "Blijft" }));
    const gone = await insertRecipe(ctx.db, recipeData({ name: "Weg" }));
    expect(await deleteRecipe(ctx.db, gone.id)).toBe(true);
    expect(await findRecipeById(ctx.db, gone.id)).toBeUndefined();
    expect((await listRecipes(ctx.db)).map((r) => r.id)).toEqual([keep.id]);
  });

  it("returns false when deleting an unknown id", async () => {
    await insertRecipe(ctx.db, recipeData());
    expect(await deleteRecipe(ctx.db, "does-not-exist")).toBe(false);
    expect(await countRecipes(ctx.db)).toBe(1);
  });

  it("gives every recipe its own id", async () => {
    const recipes = await Promise.all(Array.from({ length: 20 }, () => insertRecipe(ctx.db, recipeData())));
    expect(new Set(recipes.map((r) => r.id)).size).toBe(20);
    expect(await countRecipes(ctx.db)).toBe(20);
  });

  it("makes one portion unless told otherwise, and keeps the portions on an update without them", async () => {
    const single = await insertRecipe(ctx.db, recipeData());
    expect(single.servings).toBe(1);
    expect((await findRecipeById(ctx.db, single.id))?.servings).toBe(1);
    const soup = await insertRecipe(ctx.db, recipeData({ servings: 4 }));
    expect((await findRecipeById(ctx.db, soup.id))?.servings).toBe(4);
    await updateRecipe(ctx.db, soup.id, recipeData({ name: "Andere soep" }));
    expect(await findRecipeById(ctx.db, soup.id)).toMatchObject({ name: "Andere soep", servings: 4 });
    await updateRecipe(ctx.db, soup.id, recipeData({ servings: 2 }));
    expect((await findRecipeById(ctx.db, soup.id))?.servings).toBe(2);
  });

  it("stores intro, waiting time, tools, tips and storage, keeps them when a write leaves them out, clears them with null", async () => {
    const details = {
      intro: "Een frisse salade voor warme dagen.",
      waitTime: 30,
      tools: ["staafmixer", "muffinvorm"],
      tips: "Vervang de kip door kalkoen.",
      storage: "2 dagen in de koelkast.",
    };
    const created = await insertRecipe(ctx.db, recipeData(details));
    expect(created).toMatchObject(details);
    expect(await findRecipeById(ctx.db, created.id)).toMatchObject(details);
    await updateRecipe(ctx.db, created.id, recipeData({ name: "Oude client" }));
    expect(await findRecipeById(ctx.db, created.id)).toMatchObject({ name: "Oude client", ...details });
    await updateRecipe(
      ctx.db,
      created.id,
      recipeData({ intro: null, waitTime: null, tools: [], tips: null, storage: null }),
    );
    expect(await findRecipeById(ctx.db, created.id)).toMatchObject({
      intro: null,
      waitTime: null,
      tools: [],
      tips: null,
      storage: null,
    });
    const bare = await insertRecipe(ctx.db, recipeData());
    expect(await findRecipeById(ctx.db, bare.id)).toMatchObject({
      intro: null,
      waitTime: null,
      tools: [],
      tips: null,
      storage: null,
    });
  });

  it("works out nutrition per portion and labels on every write, for the stored portions", async () => {
    const soup = await insertRecipe(
      ctx.db,
      recipeData({ ingredients: ["480 g kipfilet", "40 g roggebrood"], servings: 4 }),
    );
    // (545.18 + 80.04) kcal / 4: chicken at 113.58 kcal per 100 g, Dutch roggebrood at 200.1.
    expect(soup.nutrition?.perPortion.kcal).toBe(156);
    expect(soup).toMatchObject({
      diets: ["lactosevrij", "zonder-toegevoegde-suiker"],
      allergens: ["gluten"],
    });
    // An update without servings divides by the stored four.
    const updated = await updateRecipe(ctx.db, soup.id, recipeData({ ingredients: ["400 g kipfilet"] }));
    expect(updated?.nutrition?.perPortion.kcal).toBe(114);
    expect(updated?.diets).toEqual(["glutenvrij", "lactosevrij", "zonder-toegevoegde-suiker"]);
  });

  it("claims no diet when a line cannot be placed, and lists the line", async () => {
    const recipe = await insertRecipe(
      ctx.db,
      recipeData({ ingredients: ["100 g spinazie", "1 blik jackfruit"] }),
    );
    expect(recipe.diets).toEqual([]);
    expect(recipe.nutrition?.unmatched).toEqual(["1 blik jackfruit"]);
  });

  it("applies the administrator's corrections and flags one the ingredients contradict", async () => {
    const recipe = await insertRecipe(
      ctx.db,
      recipeData({
        ingredients: ["120 g kipfilet"],
        dietOverrides: { vegetarisch: true, lactosevrij: false },
      }),
    );
    expect(recipe).toMatchObject({
      diets: ["vegetarisch", "glutenvrij", "zonder-toegevoegde-suiker"],
      dietConflicts: ["vegetarisch"],
      dietOverrides: { vegetarisch: true, lactosevrij: false },
    });
    // Left out of a later write, the corrections stay.
    const kept = await updateRecipe(ctx.db, recipe.id, recipeData({ ingredients: ["120 g kipfilet"] }));
    expect(kept?.dietConflicts).toEqual(["vegetarisch"]);
  });

  it("works out again the recipes stored under older rules", async () => {
    const recipe = await insertRecipe(ctx.db, recipeData({ ingredients: ["100 g kipfilet"] }));
    await ctx.db
      .updateTable("recipes")
      .set({ nutrition: null, labels: null, analysis_revision: 0 })
      .execute();
    expect((await findRecipeById(ctx.db, recipe.id))?.nutrition).toBeNull();
    expect(await refreshAnalyses(ctx.db)).toBe(1);
    expect((await findRecipeById(ctx.db, recipe.id))?.nutrition?.perPortion.kcal).toBe(114);
    expect(await refreshAnalyses(ctx.db)).toBe(0);
  });
});

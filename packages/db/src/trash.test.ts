import { describe, expect, it } from "vitest";

import { findRecipeById, insertRecipe, listRecipes, updateRecipe } from "./recipes";
import { saveSettings } from "./settings";
import { recipeData, useTestDb } from "./testing";
import { deleteRecipe, listTrash, purgeExpiredTrash, purgeRecipe, restoreRecipe } from "./trash";

describe("the trash", () => {
  const ctx = useTestDb();

  it("hides a deleted recipe from every reader but the trash, and restores it unchanged", async () => {
    const created = new Date("2026-11-01T10:00:00.000Z");
    const recipe = await insertRecipe(
      ctx.db,
      recipeData({ imageUrl: "/objects/recipe-images/abcdefghijklmnop" }),
      created,
    );
    expect(await deleteRecipe(ctx.db, recipe.id, new Date("2026-11-20T08:00:00.000Z"))).toBe(true);

    expect(await listRecipes(ctx.db)).toEqual([]);
    expect(await findRecipeById(ctx.db, recipe.id)).toBeUndefined();
    expect(await updateRecipe(ctx.db, recipe.id, recipeData())).toBeUndefined();
    expect(await deleteRecipe(ctx.db, recipe.id)).toBe(false);
    expect(await listTrash(ctx.db)).toEqual([{ ...recipe, deletedAt: "2026-11-20T08:00:00.000Z" }]);

    expect(await restoreRecipe(ctx.db, recipe.id)).toBe(true);
    expect(await findRecipeById(ctx.db, recipe.id)).toEqual(recipe);
    expect(await listTrash(ctx.db)).toEqual([]);
    expect(await restoreRecipe(ctx.db, recipe.id)).toBe(false);
  });

  it("removes only recipes in the trash for good, naming images nothing else uses", async () => {
    const shared = "/objects/recipe-images/sharedsharedshared";
    const own = "/objects/recipe-images/ownownownownownown";
    const a = await insertRecipe(ctx.db, recipeData({ imageUrl: own }));
    const b = await insertRecipe(ctx.db, recipeData({ imageUrl: shared }));
    await insertRecipe(ctx.db, recipeData({ imageUrl: shared }));
    expect(await purgeRecipe(ctx.db, a.id)).toEqual({ removed: 0, orphanImages: [] });

    await deleteRecipe(ctx.db, a.id);
    await deleteRecipe(ctx.db, b.id);
    expect(await purgeRecipe(ctx.db, a.id)).toEqual({ removed: 1, orphanImages: [own] });
    expect(await purgeRecipe(ctx.db, b.id)).toEqual({ removed: 1, orphanImages: [] });
    expect(await listTrash(ctx.db)).toEqual([]);
    expect(await restoreRecipe(ctx.db, a.id)).toBe(false);
  });

  it("keeps the hero image when a recipe with the same image goes for good", async () => {
    const hero = "/objects/recipe-images/heroheroherohero";
    const a = await insertRecipe(ctx.db, recipeData({ imageUrl: hero }));
    await saveSettings(ctx.db, hero);
    await deleteRecipe(ctx.db, a.id);
    expect(await purgeRecipe(ctx.db, a.id)).toEqual({ removed: 1, orphanImages: [] });
  });

  it("keeps a deleted recipe 30 days", async () => {
    const now = new Date("2026-12-31T12:00:00.000Z");
    const old = await insertRecipe(ctx.db, recipeData({ name: "Oud" }));
    const recent = await insertRecipe(ctx.db, recipeData({ name: "Recent" }));
    await deleteRecipe(ctx.db, old.id, new Date("2026-12-01T11:59:59.000Z"));
    await deleteRecipe(ctx.db, recent.id, new Date("2026-12-01T12:00:01.000Z"));
    expect(await purgeExpiredTrash(ctx.db, now)).toEqual({ removed: 1, orphanImages: [] });
    expect((await listTrash(ctx.db)).map((r) => r.name)).toEqual(["Recent"]);
  });
});

import { describe, expect, it } from "vitest";

import { countRecipes, findRecipeById, insertRecipe } from "@repo/db";
import { recipeData, recipeInput, useTestDb } from "@repo/db/testing";

import { anonymousCaller, createAdmin, memorySession } from "../testing";

const omelet = recipeInput({ name: "Omelet met spinazie" });

/** Every write of a recipe is the administrator's: whoever else asks changes nothing. */
describe("recipesRouter, for anyone but the administrator", () => {
  const ctx = useTestDb();

  it("refuses create to an anonymous caller and stores nothing", async () => {
    await expect(anonymousCaller(ctx.db).recipes.create(omelet)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("refuses update to an anonymous caller and changes nothing", async () => {
    const stored = await insertRecipe(ctx.db, recipeData());
    const input = { id: stored.id, recipe: recipeInput({ name: "Kipsalade" }) };
    await expect(anonymousCaller(ctx.db).recipes.update(input)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(await findRecipeById(ctx.db, stored.id)).toEqual(stored);
  });

  it("refuses delete to an anonymous caller and keeps the recipe", async () => {
    const stored = await insertRecipe(ctx.db, recipeData());
    await expect(anonymousCaller(ctx.db).recipes.delete({ id: stored.id })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(await findRecipeById(ctx.db, stored.id)).toEqual(stored);
  });

  it("checks the session before the input, so an anonymous caller learns nothing about validation", async () => {
    await expect(anonymousCaller(ctx.db).recipes.create({ ...omelet, name: "" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("refuses a session whose epoch was ended", async () => {
    const user = await createAdmin(ctx.db);
    const stale = memorySession({ userId: user.id, epoch: user.session_epoch - 1 });
    await expect(anonymousCaller(ctx.db, stale).recipes.create(omelet)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("refuses a session of a user that does not exist", async () => {
    const forged = memorySession({ userId: 42, epoch: 0 });
    await expect(anonymousCaller(ctx.db, forged).recipes.create(omelet)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

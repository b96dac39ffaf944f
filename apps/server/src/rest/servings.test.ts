import { describe, expect, it } from "vitest";

import type { Recipe } from "@repo/domain";
import { findRecipeById, insertRecipe } from "@repo/db";
import { recipeData, recipeInput } from "@repo/db/testing";

import { useLoggedInApp } from "../testing";

describe("REST /api/recipes: portions", () => {
  const ctx = useLoggedInApp();

  const send = (method: "POST" | "PUT", url: string, payload: object, headers = { cookie: ctx.cookie }) =>
    ctx.app.inject({ method, url, payload, headers });

  it("stores the number of portions given on create and answers it", async () => {
    const response = await send("POST", "/api/recipes", recipeInput({ name: "Tomatensaus", servings: 4 }));
    expect(response.statusCode).toBe(201);
    const created = response.json<Recipe>();
    expect(created.servings).toBe(4);
    const fetched = await ctx.app.inject({ method: "GET", url: `/api/recipes/${created.id}` });
    expect(fetched.json<Recipe>().servings).toBe(4);
  });

  it("makes one portion when a client sends no servings", async () => {
    const payload: Record<string, unknown> = { ...recipeInput({ name: "Omelet" }) };
    delete payload.servings;
    const response = await send("POST", "/api/recipes", payload);
    expect(response.statusCode).toBe(201);
    expect(response.json<Recipe>().servings).toBe(1);
  });

  it("keeps the stored portions when an update sends no servings", async () => {
    const stored = await insertRecipe(ctx.db, { ...recipeData(), servings: 6 });
    const payload: Record<string, unknown> = { ...recipeInput({ name: "Soep voor zes" }) };
    delete payload.servings;
    const response = await send("PUT", `/api/recipes/${stored.id}`, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json<Recipe>()).toMatchObject({ name: "Soep voor zes", servings: 6 });
  });

  it("changes the portions when an update sends them", async () => {
    const stored = await insertRecipe(ctx.db, { ...recipeData(), servings: 6 });
    const response = await send("PUT", `/api/recipes/${stored.id}`, recipeInput({ servings: 2 }));
    expect(response.json<Recipe>().servings).toBe(2);
    expect((await findRecipeById(ctx.db, stored.id))?.servings).toBe(2);
  });

  it.each([0, 25, 2.5, "4", null, -1])("answers 400 for servings %j and stores nothing", async (servings) => {
    const stored = await insertRecipe(ctx.db, { ...recipeData(), servings: 3 });
    const created = await send("POST", "/api/recipes", { ...recipeInput(), servings });
    expect(created.statusCode).toBe(400);
    const updated = await send("PUT", `/api/recipes/${stored.id}`, { ...recipeInput(), servings });
    expect(updated.statusCode).toBe(400);
    expect((await findRecipeById(ctx.db, stored.id))?.servings).toBe(3);
  });

  it("answers 401 for servings from a visitor", async () => {
    const response = await send("POST", "/api/recipes", recipeInput({ servings: 4 }), { cookie: "" });
    expect(response.statusCode).toBe(401);
  });
});

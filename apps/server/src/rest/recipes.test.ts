import { describe, expect, it } from "vitest";

import type { Recipe } from "@repo/domain";
import type { RecipeInput } from "@repo/schema";
import { countRecipes, findRecipeById, insertRecipe } from "@repo/db";
import { recipeData, recipeInput } from "@repo/db/testing";

import { useLoggedInApp } from "../testing";

const kipsalade: RecipeInput = recipeInput({
  name: "Kipsalade",
  chapter: "Lunch",
  proteinType: "Kip",
  preparationMethod: "Koud",
  ingredients: ["120 g kipfilet", "100 g sla", ""],
  calories: null,
  icons: ["cold"],
});

describe("REST /api/recipes", () => {
  const ctx = useLoggedInApp();

  const post = (payload: unknown, headers: Record<string, string> = { cookie: ctx.cookie }) =>
    ctx.app.inject({ method: "POST", url: "/api/recipes", payload: payload as object, headers });

  it("GET /api/recipes lists every recipe as JSON", async () => {
    const stored = await insertRecipe(ctx.db, recipeData());
    const response = await ctx.app.inject({ method: "GET", url: "/api/recipes" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual([stored]);
  });

  it("GET /api/recipes answers an empty list on an empty database", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/recipes" });
    expect(response.json()).toEqual([]);
  });

  it("GET /api/recipes/:id answers one recipe", async () => {
    const stored = await insertRecipe(ctx.db, recipeData());
    const response = await ctx.app.inject({ method: "GET", url: `/api/recipes/${stored.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(stored);
  });

  it("GET /api/recipes/:id answers 404 for an unknown id", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/recipes/does-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Recipe not found" });
  });

  it("POST /api/recipes creates a recipe for the admin and answers 201 with it", async () => {
    const response = await post(kipsalade);
    expect(response.statusCode).toBe(201);
    const created = response.json<Recipe>();
    expect(created).toMatchObject({
      name: "Kipsalade",
      ingredients: ["120 g kipfilet", "100 g sla"],
      calories: null,
    });
    expect(await findRecipeById(ctx.db, created.id)).toEqual(created);
  });

  it("POST /api/recipes answers 401 without a session and stores nothing", async () => {
    const response = await post(kipsalade, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Not logged in" });
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("POST /api/recipes answers 401 for a forged cookie", async () => {
    const response = await post(kipsalade, { cookie: "receptenboek_session=Fe26.2**forged" });
    expect(response.statusCode).toBe(401);
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("POST /api/recipes answers 400 with the failing fields for an invalid recipe", async () => {
    const response = await post({ ...kipsalade, name: " ", prepTime: 0, chapter: "Dessert" });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { fieldErrors: Record<string, string[]> } }>();
    expect(body.message).toBe("Invalid input");
    expect(Object.keys(body.errors.fieldErrors).sort()).toEqual(["chapter", "name", "prepTime"]);
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("POST /api/recipes answers 400 for malformed JSON", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie: ctx.cookie, "content-type": "application/json" },
      payload: "{bad",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("message");
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("POST /api/recipes accepts JSON with a charset parameter", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie: ctx.cookie, "content-type": "application/json; charset=utf-8" },
      payload: JSON.stringify(kipsalade),
    });
    expect(response.statusCode).toBe(201);
  });

  it("POST /api/recipes answers 400 for a body with __proto__", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie: ctx.cookie, "content-type": "application/json" },
      payload: `{"__proto__":{"admin":true},${JSON.stringify(kipsalade).slice(1)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("POST /api/recipes answers 400 without a body", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie: ctx.cookie },
    });
    expect(response.statusCode).toBe(400);
  });

  it("POST /api/recipes answers 415 for a body that is not JSON", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie: ctx.cookie, "content-type": "text/plain" },
      payload: "name=Kipsalade",
    });
    expect(response.statusCode).toBe(415);
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("POST /api/recipes answers 413 for a JSON body over 256 KiB", async () => {
    const response = await post({ ...kipsalade, instructions: "a".repeat(256 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("PUT /api/recipes/:id replaces the recipe for the admin", async () => {
    const stored = await insertRecipe(ctx.db, recipeData());
    const response = await ctx.app.inject({
      method: "PUT",
      url: `/api/recipes/${stored.id}`,
      headers: { cookie: ctx.cookie },
      payload: kipsalade,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: stored.id,
      name: "Kipsalade",
      chapter: "Lunch",
      createdAt: stored.createdAt,
    });
    expect((await findRecipeById(ctx.db, stored.id))?.name).toBe("Kipsalade");
  });

  it("PUT /api/recipes/:id accepts a recipe as GET returned it, ignoring id and timestamps", async () => {
    const stored = await insertRecipe(ctx.db, recipeData());
    const fetched = (
      await ctx.app.inject({ method: "GET", url: `/api/recipes/${stored.id}` })
    ).json<Recipe>();
    const response = await ctx.app.inject({
      method: "PUT",
      url: `/api/recipes/${stored.id}`,
      headers: { cookie: ctx.cookie },
      payload: { ...fetched, id: "other-id", createdAt: "1999-01-01T00:00:00.000Z", name: "Nieuwe naam" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: stored.id,
      createdAt: stored.createdAt,
      name: "Nieuwe naam",
    });
    expect(await countRecipes(ctx.db)).toBe(1);
  });

  it("PUT /api/recipes/:id answers 401 without a session and changes nothing", async () => {
    const stored = await insertRecipe(ctx.db, recipeData());
    const response = await ctx.app.inject({
      method: "PUT",
      url: `/api/recipes/${stored.id}`,
      payload: kipsalade,
    });
    expect(response.statusCode).toBe(401);
    expect(await findRecipeById(ctx.db, stored.id)).toEqual(stored);
  });

  it("PUT /api/recipes/:id answers 400 for an invalid recipe and changes nothing", async () => {
    const stored = await insertRecipe(ctx.db, recipeData());
    const response = await ctx.app.inject({
      method: "PUT",
      url: `/api/recipes/${stored.id}`,
      headers: { cookie: ctx.cookie },
      payload: { ...kipsalade, ingredients: ["", " "] },
    });
    expect(response.statusCode).toBe(400);
    expect(await findRecipeById(ctx.db, stored.id)).toEqual(stored);
  });

  it("PUT /api/recipes/:id answers 404 for an unknown id", async () => {
    const response = await ctx.app.inject({
      method: "PUT",
      url: "/api/recipes/does-not-exist",
      headers: { cookie: ctx.cookie },
      payload: kipsalade,
    });
    expect(response.statusCode).toBe(404);
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("DELETE /api/recipes/:id deletes the recipe for the admin", async () => {
    const stored = await insertRecipe(ctx.db, recipeData());
    const response = await ctx.app.inject({
      method: "DELETE",
      url: `/api/recipes/${stored.id}`,
      headers: { cookie: ctx.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await findRecipeById(ctx.db, stored.id)).toBeUndefined();
  });

  it("DELETE /api/recipes/:id answers 401 without a session and keeps the recipe", async () => {
    const stored = await insertRecipe(ctx.db, recipeData());
    const response = await ctx.app.inject({ method: "DELETE", url: `/api/recipes/${stored.id}` });
    expect(response.statusCode).toBe(401);
    expect(await findRecipeById(ctx.db, stored.id)).toEqual(stored);
  });

  it("DELETE /api/recipes/:id answers 404 for an unknown id", async () => {
    const response = await ctx.app.inject({
      method: "DELETE",
      url: "/api/recipes/does-not-exist",
      headers: { cookie: ctx.cookie },
    });
    expect(response.statusCode).toBe(404);
  });

  it("stores all of 40 concurrent creates", async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post({ ...kipsalade, name: `Kipsalade ${i}` })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
    const list = (await ctx.app.inject({ method: "GET", url: "/api/recipes" })).json<Recipe[]>();
    expect(list).toHaveLength(40);
    expect(new Set(list.map((r) => r.id)).size).toBe(40);
    expect(new Set(list.map((r) => r.name))).toEqual(
      new Set(Array.from({ length: 40 }, (_, i) => `Kipsalade ${i}`)),
    );
  });
});

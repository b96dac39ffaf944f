import { describe, expect, it } from "vitest";

import type { Recipe } from "@repo/domain";
import { countRecipes, findRecipeById, insertRecipe } from "@repo/db";
import { recipeData, recipeInput } from "@repo/db/testing";

import { useLoggedInApp } from "../testing";

const DETAILS = {
  intro: "Een stevige soep die de dag ervoor nog lekkerder is.",
  waitTime: 90,
  tools: ["staafmixer", "grote soeppan"],
  tips: "Vervang de linzen door spliterwten.",
  storage: "3 dagen in de koelkast, 3 maanden in de vriezer.",
};

describe("REST /api/recipes: intro, waiting time, tools, tips and storage", () => {
  const ctx = useLoggedInApp();

  const send = (method: "POST" | "PUT", url: string, payload: object) =>
    ctx.app.inject({ method, url, payload, headers: { cookie: ctx.cookie } });

  it("stores every field on create and answers it on GET, by the same names", async () => {
    const response = await send("POST", "/api/recipes", {
      ...recipeInput({ name: "Linzensoep" }),
      ...DETAILS,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Recipe>();
    expect(created).toMatchObject(DETAILS);
    const one = await ctx.app.inject({ method: "GET", url: `/api/recipes/${created.id}` });
    expect(one.json<Recipe>()).toMatchObject(DETAILS);
    const list = await ctx.app.inject({ method: "GET", url: "/api/recipes" });
    expect(list.json<Recipe[]>().find((r) => r.id === created.id)).toMatchObject(DETAILS);
  });

  it("gives a recipe from an old client empty fields", async () => {
    const response = await send("POST", "/api/recipes", recipeInput({ name: "Omelet" }));
    expect(response.json<Recipe>()).toMatchObject({
      intro: null,
      waitTime: null,
      tools: [],
      tips: null,
      storage: null,
    });
  });

  it("keeps the fields when a PUT leaves them out, as it keeps the portions", async () => {
    const stored = await insertRecipe(ctx.db, recipeData(DETAILS));
    const response = await send("PUT", `/api/recipes/${stored.id}`, recipeInput({ name: "Nieuwe naam" }));
    expect(response.statusCode).toBe(200);
    expect(response.json<Recipe>()).toMatchObject({ name: "Nieuwe naam", ...DETAILS });
  });

  it("changes and clears the fields when a PUT sends them (blank text and null clear)", async () => {
    const stored = await insertRecipe(ctx.db, recipeData(DETAILS));
    const changed = {
      intro: "  ",
      waitTime: null,
      tools: ["spiesjes", " ", "spiesjes"],
      tips: null,
      storage: "",
    };
    const response = await send("PUT", `/api/recipes/${stored.id}`, { ...recipeInput(), ...changed });
    expect(response.statusCode).toBe(200);
    expect(await findRecipeById(ctx.db, stored.id)).toMatchObject({
      intro: null,
      waitTime: null,
      tools: ["spiesjes"],
      tips: null,
      storage: null,
    });
  });

  it.each([
    ["a negative waitTime", { waitTime: -5 }],
    ["a waitTime of 0", { waitTime: 0 }],
    ["a waitTime past two days", { waitTime: 2881 }],
    ["a fractional waitTime", { waitTime: 2.5 }],
    ["200 tools", { tools: Array.from({ length: 200 }, (_, i) => `vorm ${i}`) }],
    ["a 101-character tool", { tools: ["x".repeat(101)] }],
    ["tools that are not a list", { tools: "staafmixer" }],
    ["a 10,000-character tip", { tips: "t".repeat(10_000) }],
    ["a 501-character intro", { intro: "i".repeat(501) }],
    ["a 1,001-character storage", { storage: "b".repeat(1001) }],
    ["a number for intro", { intro: 5 }],
  ])("answers 400 for %s and changes nothing", async (_, bad) => {
    const stored = await insertRecipe(ctx.db, recipeData(DETAILS));
    const before = await countRecipes(ctx.db);
    expect((await send("POST", "/api/recipes", { ...recipeInput(), ...bad })).statusCode).toBe(400);
    expect((await send("PUT", `/api/recipes/${stored.id}`, { ...recipeInput(), ...bad })).statusCode).toBe(
      400,
    );
    expect(await countRecipes(ctx.db)).toBe(before);
    expect(await findRecipeById(ctx.db, stored.id)).toMatchObject(DETAILS);
  });
});

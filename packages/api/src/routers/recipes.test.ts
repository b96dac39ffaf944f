import type { inferProcedureInput } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { describe, expect, it, vi } from "vitest";

import type { Db } from "@repo/db";
import { countRecipes, findRecipeById, insertRecipe, listRecipes } from "@repo/db";
import { recipeData, useTestDb } from "@repo/db/testing";

import type { AppRouter } from "../root";
import { createContextInner } from "../context";
import { appRouter, createCaller } from "../root";
import { adminCaller, anonymousCaller, createAdmin, memorySession } from "../testing";

type CreateInput = inferProcedureInput<AppRouter["recipes"]["create"]>;

const omelet: CreateInput = {
  name: "Omelet met spinazie",
  chapter: "Ontbijt",
  proteinType: "Ei",
  preparationMethod: "Pan",
  ingredients: ["2 stuks eieren", "100 g spinazie", ""],
  instructions: "Klop de eieren los.\nBak ze met de spinazie.",
};

const kipsalade: CreateInput = {
  name: "Kipsalade",
  chapter: "Lunch",
  proteinType: "Kip",
  preparationMethod: "Koud",
  ingredients: ["120 g kipfilet", "100 g sla"],
  instructions: "Snijd de kip.\nMeng met de sla.",
  prepTime: 10,
  calories: 300,
  icons: ["cold"],
};

/** A mutation over HTTP, answered as a tRPC client receives it (error formatter included). */
async function postOverHttp(db: Db, path: string, input: unknown) {
  const response = await fetchRequestHandler({
    endpoint: "/trpc",
    req: new Request(`http://localhost/trpc/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    }),
    router: appRouter,
    createContext: async () => {
      const user = await createAdmin(db);
      return createContextInner({
        db,
        session: memorySession({ userId: user.id, epoch: user.session_epoch }),
        uploads: { createUploadUrl: () => Promise.resolve("") },
      });
    },
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: { data?: Record<string, unknown> } },
  };
}

describe("recipesRouter", () => {
  const ctx = useTestDb();

  it("lists nothing on an empty database", async () => {
    expect(await anonymousCaller(ctx.db).recipes.list()).toEqual([]);
  });

  it("lists every recipe to anyone, oldest first", async () => {
    await insertRecipe(ctx.db, recipeData({ name: "Eerste" }), new Date("2026-11-01T00:00:00Z"));
    await insertRecipe(ctx.db, recipeData({ name: "Tweede" }), new Date("2026-11-02T00:00:00Z"));
    const list = await anonymousCaller(ctx.db).recipes.list();
    expect(list.map((r) => r.name)).toEqual(["Eerste", "Tweede"]);
  });

  it("lists summaries to anyone: what a card, search and the filters read, with the picture's label and without instructions", async () => {
    const stored = await insertRecipe(ctx.db, recipeData(kipsalade));
    expect(await anonymousCaller(ctx.db).recipes.summaries()).toEqual([
      {
        id: stored.id,
        name: "Kipsalade",
        chapter: "Lunch",
        proteinType: "Kip",
        preparationMethod: "Koud",
        ingredients: ["120 g kipfilet", "100 g sla"],
        imageUrl: null,
        // The administrator chose 'cold' only; 27 g protein in 152 kcal (71% of the energy) earns
        // the protein-rich mark, which the card shows before the rest.
        icons: ["protein", "cold"],
        prepTime: 10,
        // The card shows the administrator's 300, not the table's 152 (120 g chicken breast at
        // 113.6 kcal and 100 g lettuce at 15.7 kcal per 100 g, by the EU factors).
        calories: 300,
        airfryerTemp: null,
        airfryerTime: null,
        servings: 1,
        waitTime: null,
        // 120 g chicken breast at 22.5 g and 100 g lettuce at 1.4 g protein per 100 g.
        protein: 28.4,
        // Its main produce is the lettuce: May to October.
        season: [5, 6, 7, 8, 9, 10],
        fruit: false,
        // Chicken: not vegetarian; 'sla' and chicken are free of gluten, lactose and sugar.
        diets: ["glutenvrij", "lactosevrij", "zonder-toegevoegde-suiker"],
        art: {
          version: expect.stringMatching(/^[0-9a-z]+$/) as string,
          alt: "Illustratie van Kipsalade: kip met sla in een kom",
        },
      },
    ]);
  });

  it("reads one recipe by id to anyone", async () => {
    const stored = await insertRecipe(ctx.db, recipeData());
    expect(await anonymousCaller(ctx.db).recipes.byId({ id: stored.id })).toEqual(stored);
  });

  it("reads a recipe's page to anyone: the recipe with the same picture label as its card", async () => {
    const stored = await insertRecipe(ctx.db, recipeData(kipsalade));
    const caller = anonymousCaller(ctx.db);
    const page = await caller.recipes.page({ id: stored.id });
    const [summary] = await caller.recipes.summaries();
    expect(page).toEqual({ ...stored, art: summary?.art });
    expect(page.art.alt).toBe("Illustratie van Kipsalade: kip met sla in een kom");
    await expect(caller.recipes.page({ id: "does-not-exist" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("labels a photo as a photo and gives a new version when the picture changes", async () => {
    const stored = await insertRecipe(ctx.db, recipeData(kipsalade));
    const caller = anonymousCaller(ctx.db);
    const before = (await caller.recipes.page({ id: stored.id })).art.version;
    const { caller: admin } = await adminCaller(ctx.db);
    const changed = await admin.recipes.update({
      id: stored.id,
      recipe: { ...kipsalade, ingredients: ["120 g kipfilet", "2 tomaten"], imageUrl: "/objects/kip.webp" },
    });
    const after = await caller.recipes.page({ id: changed.id });
    expect(after.art.alt).toBe("Foto van Kipsalade");
    expect(after.art.version).not.toBe(before);
  });

  it("answers NOT_FOUND for an unknown id", async () => {
    await expect(anonymousCaller(ctx.db).recipes.byId({ id: "does-not-exist" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("creates a recipe for the admin, with defaults applied and blank rows dropped", async () => {
    const { caller } = await adminCaller(ctx.db);
    const created = await caller.recipes.create(omelet);
    expect(created).toMatchObject({
      name: "Omelet met spinazie",
      ingredients: ["2 stuks eieren", "100 g spinazie"],
      prepTime: 15,
      icons: [],
      calories: null,
      imageUrl: null,
      airfryerTemp: null,
      airfryerTime: null,
    });
    expect(created.id).toEqual(expect.any(String));
    expect(await findRecipeById(ctx.db, created.id)).toEqual(created);
  });

  it("stores the portions given and keeps them through an update without them", async () => {
    const { caller } = await adminCaller(ctx.db);
    const created = await caller.recipes.create({ ...kipsalade, servings: 4 });
    expect(created.servings).toBe(4);
    const updated = await caller.recipes.update({ id: created.id, recipe: { ...kipsalade, name: "Kip" } });
    expect(updated).toMatchObject({ name: "Kip", servings: 4 });
  });

  it("updates a recipe for the admin", async () => {
    const { caller } = await adminCaller(ctx.db);
    const { id } = await caller.recipes.create(omelet);
    const updated = await caller.recipes.update({ id, recipe: kipsalade });
    expect(updated).toMatchObject({ id, ...kipsalade });
    expect(await findRecipeById(ctx.db, id)).toEqual(updated);
  });

  it("deletes a recipe for the admin", async () => {
    const { caller } = await adminCaller(ctx.db);
    const { id } = await caller.recipes.create(omelet);
    expect(await caller.recipes.delete({ id })).toEqual({ success: true });
    expect(await listRecipes(ctx.db)).toEqual([]);
  });

  it("answers BAD_REQUEST for invalid input and stores nothing", async () => {
    const { caller } = await adminCaller(ctx.db);
    const error: unknown = await caller.recipes
      .create({ ...omelet, name: "  ", calories: 0 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("tells a client which fields failed under data.zodError", async () => {
    const { status, body } = await postOverHttp(ctx.db, "recipes.create", {
      ...omelet,
      name: "",
      airfryerTemp: 251,
    });
    expect(status).toBe(400);
    expect(body.error?.data).toMatchObject({
      code: "BAD_REQUEST",
      httpStatus: 400,
      zodError: {
        fieldErrors: { name: [expect.any(String)], airfryerTemp: [expect.any(String)] },
      },
    });
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("answers BAD_REQUEST for an invalid update and changes nothing", async () => {
    const { caller } = await adminCaller(ctx.db);
    const created = await caller.recipes.create(omelet);
    await expect(
      caller.recipes.update({ id: created.id, recipe: { ...kipsalade, chapter: "Dessert" as never } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await findRecipeById(ctx.db, created.id)).toEqual(created);
  });

  it("answers NOT_FOUND when the admin updates an unknown id, and creates nothing", async () => {
    const { caller } = await adminCaller(ctx.db);
    await expect(caller.recipes.update({ id: "does-not-exist", recipe: omelet })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("answers NOT_FOUND when the admin deletes an unknown id", async () => {
    const { caller } = await adminCaller(ctx.db);
    await expect(caller.recipes.delete({ id: "does-not-exist" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("reports a content change after a successful write only", async () => {
    const user = await createAdmin(ctx.db);
    const onContentChange = vi.fn();
    const contextFor = (session: ReturnType<typeof memorySession>) =>
      createContextInner({
        db: ctx.db,
        session,
        uploads: { createUploadUrl: () => Promise.resolve("") },
        onContentChange,
      });
    const admin = createCaller(contextFor(memorySession({ userId: user.id, epoch: user.session_epoch })));
    const anonymous = createCaller(contextFor(memorySession()));

    await anonymous.recipes.create(omelet).catch(() => undefined);
    await admin.recipes.create({ ...omelet, name: "" }).catch(() => undefined);
    await admin.recipes.delete({ id: "does-not-exist" }).catch(() => undefined);
    expect(onContentChange).not.toHaveBeenCalled();

    const { id } = await admin.recipes.create(omelet);
    await admin.recipes.update({ id, recipe: kipsalade });
    await admin.recipes.delete({ id });
    expect(onContentChange).toHaveBeenCalledTimes(3);
  });
});

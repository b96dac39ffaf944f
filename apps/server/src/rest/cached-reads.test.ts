import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";

import { insertRecipe } from "@repo/db";
import { recipeData } from "@repo/db/testing";

import { useLoggedInApp } from "../testing";

describe("cached reads", () => {
  const ctx = useLoggedInApp();

  it("GET /api/recipes/:id answers 304 for the current ETag and a new ETag after an update", async () => {
    const stored = await insertRecipe(ctx.db, recipeData({ name: "Pannenkoeken" }));
    const first = await ctx.app.inject({ method: "GET", url: `/api/recipes/${stored.id}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: stored.id, name: "Pannenkoeken" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await ctx.app.inject({
      method: "GET",
      url: `/api/recipes/${stored.id}`,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    const { id: _id, createdAt: _c, updatedAt: _u, ...data } = stored;
    const update = await ctx.app.inject({
      method: "PUT",
      url: `/api/recipes/${stored.id}`,
      headers: { cookie: ctx.cookie },
      payload: { ...data, name: "Flensjes" },
    });
    expect(update.statusCode).toBe(200);

    const after = await ctx.app.inject({
      method: "GET",
      url: `/api/recipes/${stored.id}`,
      headers: { "if-none-match": etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ name: "Flensjes" });
  });

  it("GET /api/recipes/:id answers 404 for an unknown id, also when asked again", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await ctx.app.inject({ method: "GET", url: "/api/recipes/bestaat-niet" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Recipe not found" });
    }
  });

  it("GET /trpc/recipes.summaries answers the cards' fields in tRPC's envelope, brotli-compressed", async () => {
    const stored = await insertRecipe(
      ctx.db,
      recipeData({ name: "Linzensoep", instructions: "Kook de linzen.", ingredients: ["200 g linzen"] }),
    );
    const response = await ctx.app.inject({
      method: "GET",
      url: "/trpc/recipes.summaries",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as {
      result: { data: Record<string, unknown>[] };
    };
    expect(body.result.data).toHaveLength(1);
    expect(body.result.data[0]).toMatchObject({
      id: stored.id,
      name: "Linzensoep",
      ingredients: ["200 g linzen"],
      art: {
        version: expect.stringMatching(/^[0-9a-z]+$/) as string,
        alt: expect.stringMatching(/^Illustratie van Linzensoep: /) as string,
      },
    });
    expect(body.result.data[0]).not.toHaveProperty("instructions");
  });

  it("GET /trpc/recipes.list answers the full recipes, as the procedure does", async () => {
    await insertRecipe(ctx.db, recipeData({ name: "Linzensoep", instructions: "Kook de linzen." }));
    const response = await ctx.app.inject({ method: "GET", url: "/trpc/recipes.list" });
    const body = response.json<{ result: { data: { instructions: string }[] } }>();
    expect(body.result.data.map((r) => r.instructions)).toEqual(["Kook de linzen."]);
  });
});

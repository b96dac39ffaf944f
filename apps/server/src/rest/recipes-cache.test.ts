import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

import type { Recipe } from "@repo/domain";
import { insertRecipe } from "@repo/db";
import { recipeData, recipeInput } from "@repo/db/testing";

import { useLoggedInApp } from "../testing";

const kipsalade = recipeInput({ name: "Kipsalade" });

/** What a client may keep of /api/recipes, and when it must ask again. */
describe("REST /api/recipes, cached", () => {
  const ctx = useLoggedInApp();

  const post = (payload: unknown) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/recipes",
      payload: payload as object,
      headers: { cookie: ctx.cookie },
    });

  it("GET /api/recipes answers 304 for the current ETag", async () => {
    await insertRecipe(ctx.db, recipeData());
    const first = await ctx.app.inject({ method: "GET", url: "/api/recipes" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const second = await ctx.app.inject({
      method: "GET",
      url: "/api/recipes",
      headers: { "if-none-match": etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
  });

  it("GET /api/recipes/:id carries an ETag and answers 304 for it until the recipe changes", async () => {
    const { id } = (await post(kipsalade)).json<Recipe>();
    const first = await ctx.app.inject({ method: "GET", url: `/api/recipes/${id}` });
    expect(first.statusCode).toBe(200);
    expect(first.json<Recipe>().name).toBe("Kipsalade");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");

    const again = await ctx.app.inject({
      method: "GET",
      url: `/api/recipes/${id}`,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    await ctx.app.inject({
      method: "PUT",
      url: `/api/recipes/${id}`,
      headers: { cookie: ctx.cookie },
      payload: { ...kipsalade, name: "Kipsalade met peer" },
    });
    const changed = await ctx.app.inject({
      method: "GET",
      url: `/api/recipes/${id}`,
      headers: { "if-none-match": etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<Recipe>().name).toBe("Kipsalade met peer");
  });

  it("GET /api/recipes drops the cached list after a create", async () => {
    const first = await ctx.app.inject({ method: "GET", url: "/api/recipes" });
    const etag = String(first.headers.etag);
    expect(first.json()).toEqual([]);

    expect((await post(kipsalade)).statusCode).toBe(201);

    const second = await ctx.app.inject({
      method: "GET",
      url: "/api/recipes",
      headers: { "if-none-match": etag },
    });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(etag);
    expect(second.json<Recipe[]>().map((r) => r.name)).toEqual(["Kipsalade"]);
  });

  it("GET /api/recipes drops the cached list after an update and a delete", async () => {
    const { id } = (await post(kipsalade)).json<Recipe>();
    await ctx.app.inject({ method: "GET", url: "/api/recipes" });
    await ctx.app.inject({
      method: "PUT",
      url: `/api/recipes/${id}`,
      headers: { cookie: ctx.cookie },
      payload: { ...kipsalade, name: "Nieuw" },
    });
    expect((await ctx.app.inject({ method: "GET", url: "/api/recipes" })).json<Recipe[]>()[0]?.name).toBe(
      "Nieuw",
    );
    await ctx.app.inject({ method: "DELETE", url: `/api/recipes/${id}`, headers: { cookie: ctx.cookie } });
    expect((await ctx.app.inject({ method: "GET", url: "/api/recipes" })).json()).toEqual([]);
  });

  it("GET /api/recipes compresses the list for clients that accept it", async () => {
    await insertRecipe(ctx.db, recipeData());
    const plain = await ctx.app.inject({ method: "GET", url: "/api/recipes" });
    const gzip = await ctx.app.inject({
      method: "GET",
      url: "/api/recipes",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const br = await ctx.app.inject({
      method: "GET",
      url: "/api/recipes",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers.vary).toBe("accept-encoding");
  });
});

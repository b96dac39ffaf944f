import path from "node:path";
import { describe, expect, it } from "vitest";

import { insertRecipe } from "@repo/db";
import { recipeData } from "@repo/db/testing";

import { createLocalStorage } from "../objects/storage";
import { useLoggedInApp } from "../testing";

const KEY = "trashtesttrashtest01";
const IMAGE = `/objects/recipe-images/${KEY}`;

describe("REST delete, undo and the trash", () => {
  // With the pages: the sitemap lists what the routes declare.
  const ctx = useLoggedInApp({}, { pages: true });

  async function recipeWithImage() {
    const storage = createLocalStorage(path.join(ctx.dataDir, "objects"));
    await storage.put(`recipe-images/${KEY}.webp`, Buffer.from("main"));
    await storage.put(`recipe-images/${KEY}-320.webp`, Buffer.from("small"));
    return insertRecipe(ctx.db, recipeData({ name: "Shakshuka", imageUrl: IMAGE }));
  }
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const send = (method: "POST" | "DELETE", url: string) =>
    ctx.app.inject({ method, url, headers: { cookie: ctx.cookie } });

  it("a deleted recipe is gone for visitors, the cached list and the sitemap, and comes back on restore", async () => {
    const recipe = await recipeWithImage();
    // Fill the caches first, so the test sees them follow.
    expect((await get(`/api/recipes/${recipe.id}`)).statusCode).toBe(200);
    expect((await get("/sitemap.xml")).body).toContain(`/recipe/${recipe.id}`);

    expect((await send("DELETE", `/api/recipes/${recipe.id}`)).json()).toEqual({ success: true });
    expect((await get(`/api/recipes/${recipe.id}`)).statusCode).toBe(404);
    expect((await get("/api/recipes")).json()).toEqual([]);
    expect((await get("/sitemap.xml")).body).not.toContain(`/recipe/${recipe.id}`);
    expect((await send("DELETE", `/api/recipes/${recipe.id}`)).statusCode).toBe(404);

    const trash = (await get("/api/trash", ctx.cookie)).json<{ id: string; deletedAt: string }[]>();
    expect(trash).toEqual([{ ...recipe, deletedAt: trash[0]?.deletedAt }]);
    expect(Date.now() - Date.parse(trash[0]?.deletedAt ?? "")).toBeLessThan(60_000);

    expect((await send("POST", `/api/trash/${recipe.id}/restore`)).json()).toEqual({ success: true });
    expect((await get(`/api/recipes/${recipe.id}`)).json()).toEqual(recipe);
    expect((await get("/sitemap.xml")).body).toContain(`/recipe/${recipe.id}`);
    const image = await get(IMAGE);
    expect(image.statusCode).toBe(200);
    expect(image.body).toBe("main");
    expect((await get("/api/trash", ctx.cookie)).json()).toEqual([]);
  });

  it("removing for good deletes the recipe and its image from storage", async () => {
    const recipe = await recipeWithImage();
    await send("DELETE", `/api/recipes/${recipe.id}`);
    expect((await send("DELETE", `/api/trash/${recipe.id}`)).json()).toEqual({ success: true });
    expect((await get("/api/trash", ctx.cookie)).json()).toEqual([]);
    expect((await get(IMAGE)).statusCode).toBe(404);
    expect((await get(`${IMAGE}?w=320`)).statusCode).toBe(404);
    expect((await send("POST", `/api/trash/${recipe.id}/restore`)).statusCode).toBe(404);
    expect((await send("DELETE", `/api/trash/${recipe.id}`)).statusCode).toBe(404);
  });

  it("the trash is the admin's only", async () => {
    const recipe = await recipeWithImage();
    await send("DELETE", `/api/recipes/${recipe.id}`);
    expect((await get("/api/trash")).statusCode).toBe(401);
    const restore = await ctx.app.inject({ method: "POST", url: `/api/trash/${recipe.id}/restore` });
    expect(restore.statusCode).toBe(401);
    const purge = await ctx.app.inject({ method: "DELETE", url: `/api/trash/${recipe.id}` });
    expect(purge.statusCode).toBe(401);
    const crossSite = await ctx.app.inject({
      method: "POST",
      url: `/api/trash/${recipe.id}/restore`,
      headers: { cookie: ctx.cookie, origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await get(`/api/recipes/${recipe.id}`)).statusCode).toBe(404);
  });
});

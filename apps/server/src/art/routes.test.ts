import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";

import { insertRecipe } from "@repo/db";
import { recipeData } from "@repo/db/testing";
import { recipeArtPath } from "@repo/domain";

import { buildTestApp, login } from "../testing";

describe("GET /art/recipe/:id", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function withRecipe() {
    const built = await buildTestApp();
    cleanups.push(() => built.app.close());
    const recipe = await insertRecipe(built.db, recipeData());
    return { app: built.app, recipe };
  }

  it("serves the composed SVG, cacheable for good under its version", async () => {
    const { app, recipe } = await withRecipe();
    const response = await app.inject({ method: "GET", url: recipeArtPath(recipe) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.etag).toMatch(/^".+"$/);
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 480"/);
    // An omelet with spinach: folded and golden, not a fried egg's yolk, and no fish.
    expect(response.body).toContain("#f6cf57");
    expect(response.body).not.toContain("#f2a81a");
    expect(response.body).not.toContain("#f08a5d");
  });

  it("answers 304 to a matching If-None-Match and revalidates without the version", async () => {
    const { app, recipe } = await withRecipe();
    const url = `/art/recipe/${recipe.id}.svg`;
    const first = await app.inject({ method: "GET", url });
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const again = await app.inject({
      method: "GET",
      url,
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("serves a darker variant under ?theme=dark, without glare", async () => {
    const { app, recipe } = await withRecipe();
    const light = await app.inject({ method: "GET", url: `/art/recipe/${recipe.id}.svg` });
    const dark = await app.inject({ method: "GET", url: `/art/recipe/${recipe.id}.svg?theme=dark` });
    expect(dark.statusCode).toBe(200);
    expect(dark.headers.etag).not.toBe(light.headers.etag);
    expect(light.body).toContain('class="glare"');
    expect(dark.body).not.toContain('class="glare"');
    expect(dark.body).toContain('filter="url(#dim)"');
  });

  it("serves a 1200 x 630 PNG for social previews", async () => {
    const { app, recipe } = await withRecipe();
    const response = await app.inject({ method: "GET", url: recipeArtPath(recipe, { format: "png" }) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  });

  it.each([320, 480, 640, 960, 1280] as const)(
    "serves the picture as a %i px wide WebP for pages",
    async (width) => {
      const { app, recipe } = await withRecipe();
      const url = recipeArtPath(recipe, { format: "webp", width, theme: "dark" });
      expect(url).toMatch(new RegExp(`\\.webp\\?v=\\w+&w=${width}&theme=dark$`));
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, (width * 3) / 4]);
    },
  );

  it("gives each width of the WebP its own ETag", async () => {
    const { app, recipe } = await withRecipe();
    const etag = async (w: number) =>
      (await app.inject({ method: "GET", url: `/art/recipe/${recipe.id}.webp?w=${w}` })).headers.etag;
    const [small, wide] = await Promise.all([etag(320), etag(1280)]);
    expect(small).not.toBe(wide);
    const again = await app.inject({
      method: "GET",
      url: `/art/recipe/${recipe.id}.webp?w=320`,
      headers: { "if-none-match": String(small) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("compresses the SVG for clients that accept it", async () => {
    const { app, recipe } = await withRecipe();
    const response = await app.inject({
      method: "GET",
      url: `/art/recipe/${recipe.id}.svg`,
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it.each(["/art/recipe/unknown-id.svg", "/art/recipe/unknown-id.webp", "/art/recipe/x.gif"])(
    "answers 404 for %s",
    async (url) => {
      const { app } = await withRecipe();
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Not found" });
    },
  );

  it("answers 400 for an unknown theme", async () => {
    const { app, recipe } = await withRecipe();
    const response = await app.inject({ method: "GET", url: `/art/recipe/${recipe.id}.svg?theme=blue` });
    expect(response.statusCode).toBe(400);
  });

  it.each(["100", "abc", "", "640.5", "99999"])("answers 400 for a WebP width of %j", async (w) => {
    const { app, recipe } = await withRecipe();
    const response = await app.inject({ method: "GET", url: `/art/recipe/${recipe.id}.webp?w=${w}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Unknown width" });
  });

  it("shows a concept's picture to the administrator alone, kept by no cache", async () => {
    const built = await buildTestApp();
    cleanups.push(() => built.app.close());
    const concept = await insertRecipe(built.db, recipeData({ status: "draft" }));
    const url = recipeArtPath(concept, { format: "webp", width: 480, theme: "light" });

    const visitor = await built.app.inject({ method: "GET", url });
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toEqual({ message: "Not found" });

    const admin = await built.app.inject({ method: "GET", url, headers: { cookie: await login(built.app) } });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers["content-type"]).toBe("image/webp");
    expect(admin.headers["cache-control"]).toBe("private, no-store");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { recipeInput } from "@repo/db/testing";

import type { App } from "../app";
import { buildLoggedInApp } from "../testing";

describe("cook mode page and the offline service worker", () => {
  let app: App;
  let id: string;
  beforeAll(async () => {
    const built = await buildLoggedInApp(
      {},
      { files: { "sw.js": "self.addEventListener('fetch', () => {});" } },
    );
    app = built.app;
    const created = await app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie: built.cookie },
      payload: recipeInput({ name: "Soep om te koken" }),
    });
    id = created.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers a reload of cook mode with the recipe in the page", async () => {
    const response = await app.inject({ url: `/recipe/${id}/koken` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title data-ssr>Kookmodus: Soep om te koken | Receptenboek</title>");
    expect(response.body).toContain('<script type="application/json" id="reads">');
    expect(response.body).toContain("Soep om te koken");
    expect(response.body).toContain("noindex");
    // Painted as a fresh start: the first step, before the app runs.
    expect(response.body).toMatch(/<h2 id="stap-titel"[^>]*>Stap 1 van \d+<\/h2>/);
  });

  it("paints a recipe's picture from the label it inlines, and keeps the label out of the REST API", async () => {
    const body = (await app.inject({ url: `/recipe/${id}` })).body;
    const data = /<script type="application\/json" id="reads">(.*?)<\/script>/.exec(body)?.[1];
    const snapshot = JSON.parse(data ?? "null") as Record<string, { art: { version: string; alt: string } }>;
    const recipe = snapshot[`recipes.page {"id":"${id}"}`];
    if (!recipe) throw new Error("the page carries no recipe");
    const alt = "Illustratie van Soep om te koken: ei met spinazie in een dampende soepkom";
    expect(recipe.art).toEqual({ version: expect.stringMatching(/^[0-9a-z]+$/) as string, alt });
    // As WebP in the photo widths, for both themes.
    const picture = `/art/recipe/${id}.webp?v=${recipe.art.version}`;
    expect(body).toContain(`src="${picture}&amp;w=640" srcSet="${picture}&amp;w=320 320w,`);
    expect(body).toContain(
      `src="${picture}&amp;w=640&amp;theme=dark" srcSet="${picture}&amp;w=320&amp;theme=dark 320w,`,
    );
    expect(body).toMatch(new RegExp(`w=1280 1280w" sizes="[^"]+" alt="${alt}"`));

    const page = await app.inject({
      url: `/trpc/recipes.page?input=${encodeURIComponent(JSON.stringify({ id }))}`,
    });
    expect(page.json<{ result: { data: unknown } }>().result.data).toMatchObject({ id, art: recipe.art });
    const rest = await app.inject({ url: `/api/recipes/${id}` });
    expect(rest.json()).not.toHaveProperty("art");
    expect((await app.inject({ url: "/api/recipes" })).json<object[]>()[0]).not.toHaveProperty("art");
  });

  it("answers cook mode of an unknown recipe with 404", async () => {
    expect((await app.inject({ url: "/recipe/bestaat-niet/koken" })).statusCode).toBe(404);
  });

  it("serves the service worker uncached and allows it in the CSP", async () => {
    const response = await app.inject({ url: "/sw.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Chapter, ProteinType } from "@repo/domain";
import { recipeInput } from "@repo/db/testing";

import type { App } from "../app";
import { buildLoggedInApp } from "../testing";

describe("the week menu's landing page", () => {
  let app: App;
  let cookie: string;
  const ids = new Map<string, string>();
  const create = async (name: string, chapter: Chapter, proteinType: ProteinType) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie },
      payload: recipeInput({ name, chapter, proteinType, prepTime: 20 }),
    });
    expect(response.statusCode).toBe(201);
    ids.set(name, response.json<{ id: string }>().id);
  };
  beforeAll(async () => {
    ({ app, cookie } = await buildLoggedInApp({}, { pages: true }));
    await create("Omelet", "Ontbijt", "Ei");
    await create("Yoghurtbowl", "Ontbijt", "Yoghurt");
    await create("Kipsalade", "Lunch", "Kip");
    await create("Kabeljauw", "Diner", "Vis");
    await create("Tomatensaus", "Sauzen & Basisrecepten", "Vegetarisch");
  });
  afterAll(async () => {
    await app.close();
  });

  const linksIn = (html: string) =>
    [...html.matchAll(/<a href="\/recipe\/([^"?]+)\?porties=2"/g)].map((m) => m[1]);

  it("is an indexable page with a sample week of the collection's meals in its HTML", async () => {
    const response = await app.inject({ url: "/weekmenu" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      "<title data-ssr>Weekmenu: drie maaltijden per dag, in balans | Receptenboek</title>",
    );
    expect(response.body).toContain('<link data-ssr rel="canonical" href="http://localhost:80/weekmenu">');
    expect(response.body).not.toContain("noindex");
    expect(response.body).toContain("Voorbeeldweek");
    const links = linksIn(response.body);
    expect(links).toHaveLength(21);
    // Breakfast only from breakfast recipes, never the sauce.
    const breakfasts = links.filter((_, i) => i % 3 === 0);
    expect(new Set(breakfasts)).toEqual(new Set([ids.get("Omelet"), ids.get("Yoghurtbowl")]));
    expect(links).not.toContain(ids.get("Tomatensaus"));
    expect(links.filter((_, i) => i % 3 === 2).every((id) => id === ids.get("Kabeljauw"))).toBe(true);
    expect(response.body).toContain('"recipes.weekSample":{"people":2');
  });

  it("follows a change to the collection", async () => {
    await create("Havermout", "Ontbijt", "Noten");
    const links = linksIn((await app.inject({ url: "/weekmenu" })).body);
    expect(links.filter((_, i) => i % 3 === 0)).toContain(ids.get("Havermout"));
  });

  it("is in the sitemap", async () => {
    const sitemap = (await app.inject({ url: "/sitemap.xml" })).body;
    expect(sitemap).toContain("<loc>http://localhost:80/weekmenu</loc>");
  });
});

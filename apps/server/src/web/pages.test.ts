import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PAGES } from "@repo/domain";

import type { App } from "../app";
import { buildTestApp } from "../testing";

const TEMPLATE =
  '<!doctype html><html lang="nl"><head><!--app-head--></head><body><div id="root"></div></body></html>';

const titleOf = (html: string) => /<title data-ssr>(.*?)<\/title>/.exec(html)?.[1];

describe("pages from the manifest", () => {
  let app: App;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), "receptenboek-web-"));
    await writeFile(path.join(webDist, "index.html"), TEMPLATE);
    const pages = {
      ...PAGES,
      tasting: { path: "/proeverij/$id", title: "Proeverij", private: true },
      shop: { path: "/winkel", title: "Winkel", private: false },
    };
    ({ app } = await buildTestApp({ webDist, pages }));
  });
  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("answers a page added to the manifest with 200 and its title", async () => {
    const tasting = await app.inject({ url: "/proeverij/42" });
    expect(tasting.statusCode).toBe(200);
    expect(titleOf(tasting.body)).toBe("Proeverij | Receptenboek");
    expect(tasting.body).toContain('<meta data-ssr name="robots" content="noindex">');

    const shop = await app.inject({ url: "/winkel" });
    expect(shop.statusCode).toBe(200);
    expect(titleOf(shop.body)).toBe("Winkel | Receptenboek");
    expect(shop.body).not.toContain("noindex");
  });

  it.each([
    ["/login", "CMS Login | Receptenboek"],
    ["/cms", "CMS Receptenbeheer | Receptenboek"],
    ["/cms/new", "Nieuw recept toevoegen | Receptenboek"],
    ["/cms/edit/abc", "Recept bewerken | Receptenboek"],
    ["/cms/settings", "Instellingen | Receptenboek"],
    ["/boodschappen", "Boodschappenlijst | Receptenboek"],
  ])("answers the private page %s with 200, noindex and the title '%s'", async (url, title) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(title);
    expect(response.body).toContain('<meta data-ssr name="robots" content="noindex">');
  });

  it("leaves the shopping list, which lives on the visitor's device, out of the sitemap", async () => {
    const sitemap = await app.inject({ url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain("<loc>");
    expect(sitemap.body).not.toContain("boodschappen");
  });

  it("answers a path outside the manifest with 404 'Page Not Found'", async () => {
    const response = await app.inject({ url: "/proeverij" });
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe("Page Not Found | Receptenboek");
  });

  it("answers an unknown recipe with 404 'Recept niet gevonden'", async () => {
    const response = await app.inject({ url: "/recipe/bestaat-niet" });
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe("Recept niet gevonden | Receptenboek");
  });

  it("inlines the settings and the first page of cards on the home page for the app to start with", async () => {
    const html = (await app.inject({ url: "/" })).body;
    const data = /<script data-ssr type="application\/json" id="initial-data">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    const initial = JSON.parse(data ?? "null") as {
      settings: unknown;
      firstPage: { cards: unknown[]; total: number; counts: { chapters: Record<string, number> } };
    };
    expect(initial.settings).toEqual({ id: 1, heroImageUrl: null });
    // This app has no recipes: an empty first page, counted as such.
    expect(initial.firstPage).toMatchObject({ cards: [], total: 0 });
    expect(initial.firstPage.counts.chapters.alle).toBe(0);
  });
});

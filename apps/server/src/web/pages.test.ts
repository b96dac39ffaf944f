import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pageHead } from "@repo/seo";

import type { App } from "../app";
import type { PageRenderer } from "./pages";
import { buildPagesTestApp, WEB_BUILD } from "../testing";
import { loadRenderer } from "./pages";

const titleOf = (html: string) => /<title data-ssr>(.*?)<\/title>/.exec(html)?.[1];

const snapshotOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="reads">(.*?)<\/script>/.exec(html)?.[1] ?? "null",
  ) as Record<string, unknown> | null;

/** The season facet counts for the month the page is made in. */
const MONTH = new Date().getMonth() + 1;

describe("pages from the manifest", () => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildPagesTestApp());
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ["/login", "CMS Login | Receptenboek"],
    ["/cms", "CMS Receptenbeheer | Receptenboek"],
    ["/cms/new", "Nieuw recept toevoegen | Receptenboek"],
    ["/cms/edit/abc", "Recept bewerken | Receptenboek"],
    ["/cms/settings", "Instellingen | Receptenboek"],
  ])(
    "answers the private page %s with 200, noindex, the title '%s' and a page the browser draws",
    async (url, title) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe(title);
      expect(response.body).toContain('<meta data-ssr name="robots" content="noindex">');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it.each([
    [
      "/boodschappen",
      "Boodschappenlijst | Receptenboek",
      "Boodschappenlijst",
      "Je boodschappenlijst is leeg",
    ],
    ["/in-huis", "Wat heb ik in huis? | Receptenboek", "Wat heb ik in huis?", "Nog niets gekozen."],
    ["/mijn-lijst", "Mijn lijst | Receptenboek", "Mijn lijst", "Alles staat op je lijst."],
    ["/mijn-keuken", "Mijn keuken | Receptenboek", "Mijn keuken", "0 recepten"],
    ["/samen", "Samen | Receptenboek", "Samen", "Deel met je huisgenoten"],
  ])(
    "answers the device's page %s with 200, noindex, the title '%s' and the page a fresh device shows",
    async (url, title, heading, fresh) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe(title);
      expect(response.body).toContain('<meta data-ssr name="robots" content="noindex">');
      expect(response.body).not.toContain('<div id="root"></div>');
      const root = response.body.slice(response.body.indexOf('<div id="root">'));
      expect(root).toMatch(new RegExp(`<h1[^>]*>${heading.replace("?", "\\?")}</h1>`));
      expect(root).toContain(fresh);
      // Nothing read for it: the same page for every visitor, kept as such.
      expect(snapshotOf(response.body)).toBeNull();
    },
  );

  it("marks the shopping list's empty message with where a list is kept, so a device that keeps one hides it", async () => {
    const response = await app.inject({ url: "/boodschappen" });
    expect(response.body).toMatch(
      /<div data-empty="receptenboek:boodschappen"[^>]*>[\s\S]*Je boodschappenlijst is leeg/,
    );
  });

  it("leaves the shopping list, which lives on the visitor's device, out of the sitemap", async () => {
    const sitemap = await app.inject({ url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain("<loc>");
    expect(sitemap.body).not.toContain("boodschappen");
    // Nor Mijn keuken's pages: what is at home, the reader's own list and what the device keeps.
    for (const path of ["/in-huis", "/mijn-lijst", "/mijn-keuken"]) expect(sitemap.body).not.toContain(path);
  });

  it("answers a path outside the manifest with 404 'Page Not Found', rendered by the app", async () => {
    const response = await app.inject({ url: "/proeverij" });
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe("Page Not Found | Receptenboek");
    expect(response.body).toContain("<h1");
  });

  it("compresses a page rendered for one visit, a search or an unknown path, for the client", async () => {
    for (const [url, status, title] of [
      ["/?q=spinazie", 200, "Receptenboek: meer dan 50 gezonde recepten in balans"],
      ["/proeverij", 404, "Page Not Found | Receptenboek"],
    ] as const) {
      const plain = await app.inject({ url });
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      expect(titleOf(plain.body), url).toBe(title);
      for (const [accept, decode] of [
        ["gzip, deflate, br", brotliDecompressSync],
        ["gzip", gunzipSync],
      ] as const) {
        const packed = await app.inject({ url, headers: { "accept-encoding": accept } });
        expect(packed.statusCode, url).toBe(status);
        expect(packed.headers["content-encoding"], url).toBe(accept === "gzip" ? "gzip" : "br");
        expect(packed.headers.vary).toBe("accept-encoding");
        expect(packed.headers["cache-control"]).toBe("no-cache");
        expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(decode(packed.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it("answers an unknown or malformed recipe with 404 'Recept niet gevonden'", async () => {
    for (const url of ["/recipe/bestaat-niet", "/recipe/%20", "/recipe/bestaat-niet/koken"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(titleOf(response.body), url).toBe("Recept niet gevonden | Receptenboek");
    }
  });

  it("sends the settings and the overview's first page with the home page, for the app to start with", async () => {
    const html = (await app.inject({ url: "/" })).body;
    const snapshot = snapshotOf(html);
    expect(snapshot?.["settings.get"]).toEqual({ id: 1, heroImageUrl: null });
    // This app has no recipes: an empty first page, counted as such.
    const key = `recipes.overview {"search":"","activeChapter":"alle","chapters":[],"proteinTypes":[],"preparationMethods":[],"diets":[],"maxTimes":[],"sort":"relevantie","season":[],"month":${MONTH}}`;
    expect(snapshot?.[key]).toMatchObject({ cards: [], total: 0, suggestions: [] });
    expect(html).toContain("0 recepten");
  });

  it("renders a filtered overview as its URL asks, and sends other spellings to that one", async () => {
    const first = await app.inject({ url: "/?hoofdstuk=ontbijt&eiwit=%5B%22Ei%22%5D" });
    expect(first.statusCode).toBe(200);
    const key = `recipes.overview {"search":"","activeChapter":"ontbijt","chapters":[],"proteinTypes":["Ei"],"preparationMethods":[],"diets":[],"maxTimes":[],"sort":"relevantie","season":[],"month":${MONTH}}`;
    expect(snapshotOf(first.body)?.[key]).toMatchObject({ total: 0 });
    for (const spelling of [
      "/?eiwit=%5B%22Ei%22%5D&hoofdstuk=Ontbijt",
      "/?hoofdstuk=ontbijt&eiwit=Ei&onbekend=1",
    ]) {
      const other = await app.inject({ url: spelling });
      expect(other.statusCode).toBe(302);
      expect(other.headers.location).toBe("/?hoofdstuk=ontbijt&eiwit=%5B%22Ei%22%5D");
    }
  });

  it("renders the time filter and the order from the URL, and sends values it does not know away", async () => {
    const timed = await app.inject({ url: "/?tijd=%5B%2215%22%5D&sortering=tijd" });
    const key = `recipes.overview {"search":"","activeChapter":"alle","chapters":[],"proteinTypes":[],"preparationMethods":[],"diets":[],"maxTimes":["15"],"sort":"tijd","season":[],"month":${MONTH}}`;
    expect(snapshotOf(timed.body)?.[key]).toMatchObject({ total: 0, counts: { maxTimes: { "15": 0 } } });
    expect(timed.body).toMatch(/<option value="tijd" selected="">Snelste eerst<\/option>/);
    // Values the filters do not offer are sent to the page without them, never kept as a page.
    const unknown = await app.inject({ url: "/?tijd=99&sortering=snel" });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe("/");
  });
});

describe("pages from the app's routes", () => {
  it("answers, lists and marks for offline use whatever page the routes declare", async () => {
    const renderer = await loadRenderer(WEB_BUILD);
    // The renderer of a route tree with one page more (apps/web/src/pages.test.tsx renders it).
    const pages = [...renderer.pages, { path: "/proeverij", private: false, offline: true }];
    const render: PageRenderer["render"] = async (url, options) =>
      url === "/proeverij"
        ? { html: "<h1>Proeverij</h1>", status: 200, head: pageHead({ title: "Proeverij" }), snapshot: {} }
        : renderer.render(url, options);
    const { app } = await buildPagesTestApp({ renderer: { ...renderer, pages, render } });
    try {
      const page = await app.inject({ url: "/proeverij" });
      expect(page.statusCode).toBe(200);
      expect(titleOf(page.body)).toBe("Proeverij | Receptenboek");
      expect(page.headers["content-location"]).toBe("/proeverij");
      // The CMS is answered but never kept by the offline worker, nor listed.
      const cms = await app.inject({ url: "/cms/settings" });
      expect(cms.statusCode).toBe(200);
      expect(cms.headers["content-location"]).toBeUndefined();
      const sitemap = (await app.inject({ url: "/sitemap.xml" })).body;
      expect(sitemap).toContain("/proeverij</loc>");
      expect(sitemap).toContain("/weekmenu</loc>");
      expect(sitemap).not.toContain("/cms");
    } finally {
      await app.close();
    }
  });
});

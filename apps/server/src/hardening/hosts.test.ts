import { afterEach, describe, expect, it } from "vitest";

import { recipeInput } from "@repo/db/testing";

import type { App } from "../app";
import type { TestAppOptions } from "../testing";
import { buildLoggedInApp } from "../testing";

const FOREIGN = "evil.example";

describe("the Host header", () => {
  let app: App;
  let recipeId: string;
  afterEach(() => app.close());

  async function start(overrides: TestAppOptions = {}) {
    let cookie: string;
    ({ app, cookie } = await buildLoggedInApp(overrides, { pages: true }));
    const created = await app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie },
      payload: recipeInput(),
    });
    recipeId = created.json<{ id: string }>().id;
  }

  const pages = () => ["/", `/recipe/${recipeId}`, "/sitemap.xml", "/robots.txt", "/login"];
  const get = (url: string, host: string) => app.inject({ url, headers: { host } });

  describe("without PUBLIC_URL", () => {
    it("answers a foreign Host with 421 and a Dutch page, never with its name", async () => {
      await start();
      for (const url of pages()) {
        const response = await get(url, FOREIGN);
        expect(response.statusCode).toBe(421);
        expect(response.headers["content-type"]).toContain("text/html");
        expect(response.body).toContain("Deze website is niet bereikbaar via dit adres.");
        expect(response.body).not.toContain(FOREIGN);
      }
    });

    it("answers a foreign Host on /api and /trpc with 421 and a Dutch JSON message", async () => {
      await start();
      for (const url of ["/api/recipes", `/api/recipes/${recipeId}`, "/trpc/auth.check"]) {
        const response = await get(url, `${FOREIGN}:3000`);
        expect(response.statusCode).toBe(421);
        expect(response.json()).toEqual({
          message: "Deze website is niet bereikbaar via dit adres. Gebruik het adres van de website zelf.",
        });
      }
    });

    it("answers this machine's own names, on any port, with links made from them", async () => {
      await start();
      for (const host of ["localhost", "localhost:3000", "127.0.0.1:8080", "[::1]:3000", "LOCALHOST."]) {
        expect((await get("/", host)).statusCode).toBe(200);
      }
      const sitemap = await get("/sitemap.xml", "127.0.0.1:3000");
      expect(sitemap.body).toContain(`<loc>http://127.0.0.1:3000/recipe/${recipeId}</loc>`);
    });

    it("answers only the configured ALLOWED_HOSTS when given", async () => {
      // localhost:80 is where injected requests (the set-up's login) are addressed.
      await start({ allowedHosts: ["recepten.lan", "10.1.2.3:3000", "localhost:80"] });
      expect((await get("/", "recepten.lan:3000")).statusCode).toBe(200);
      expect((await get("/", "10.1.2.3:3000")).statusCode).toBe(200);
      expect((await get("/", "10.1.2.3:4000")).statusCode).toBe(421);
      expect((await get("/", "localhost")).statusCode).toBe(421);
    });

    it("judges each Host the same however many others came before it", async () => {
      await start({ allowedHosts: ["recepten.lan", "localhost:80"] });
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 100; i++)
          expect((await get("/api/health/live", `host-${i}.example`)).statusCode).toBe(421);
        expect((await get("/api/health/live", "RECEPTEN.lan.:8080")).statusCode).toBe(200);
        expect((await get("/api/health/live", "recepten.lan.evil.example")).statusCode).toBe(421);
      }
    });

    it("does not grow the page cache with refused hosts", async () => {
      await start();
      await get("/", "localhost");
      const before = app.contentCache.stats();
      for (let i = 0; i < 50; i++) await get("/", `host-${i}.example`);
      expect(app.contentCache.stats()).toEqual(before);
    });
  });

  describe("with PUBLIC_URL", () => {
    const PUBLIC = "https://recepten.example";

    it("answers only PUBLIC_URL's host (and the loopback names, for a check on the machine itself)", async () => {
      await start({ publicUrl: PUBLIC });
      for (const url of pages()) {
        const response = await get(url, FOREIGN);
        expect(response.statusCode).toBe(421);
        expect(response.body).not.toContain(FOREIGN);
        expect((await get(url, "recepten.example")).statusCode).toBe(200);
      }
      expect((await get("/api/health", "127.0.0.1:3000")).statusCode).toBe(200);
      expect((await get("/", "192.168.1.20:3000")).statusCode).toBe(421);
    });

    it("makes every absolute URL from PUBLIC_URL, whatever allowed Host comes in", async () => {
      await start({ publicUrl: PUBLIC, allowedHosts: ["other.example", "localhost:80"] });
      expect((await get("/", "recepten.example")).statusCode).toBe(421);
      expect((await get("/", "other.example")).body).toContain(`rel="canonical" href="${PUBLIC}/"`);
      expect((await get("/robots.txt", "other.example")).body).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
      expect((await get("/sitemap.xml", "other.example")).body).toContain(
        `<loc>${PUBLIC}/recipe/${recipeId}</loc>`,
      );
    });

    it("keeps one cached page per route, not one per Host", async () => {
      const hosts = Array.from({ length: 50 }, (_, i) => `host-${i}.example`);
      await start({ publicUrl: PUBLIC, allowedHosts: [...hosts, "recepten.example", "localhost:80"] });
      await get("/", "recepten.example");
      await get(`/recipe/${recipeId}`, "recepten.example");
      const before = app.contentCache.stats();
      for (const [i, host] of hosts.entries()) {
        expect((await get("/", host)).statusCode).toBe(200);
        await get(`/recipe/${recipeId}?v=${i}`, host);
      }
      expect(app.contentCache.stats()).toEqual(before);
    });
  });
});

import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { recipeInput } from "@repo/db/testing";

import { useLoggedInApp } from "../testing";

const corpus = (name: string) =>
  readFileSync(new URL(`../../../../packages/api/src/import/corpus/${name}`, import.meta.url), "utf8");

let site: Server;
let base = "";

beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c06030" } })
    .png()
    .toBuffer();
  site = createServer((req, res) => {
    if (req.url === "/foto.png") return res.writeHead(200, { "content-type": "image/png" }).end(png);
    if (req.url === "/recept") {
      const html = corpus("two-recipes.html").replace(
        '"name":"Omelet met spinazie"',
        `"name":"Omelet met spinazie","image":"${base}/foto.png"`,
      );
      return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
    }
    if (req.url === "/geen-recept")
      return res.writeHead(200, { "content-type": "text/html" }).end(corpus("no-recipe.html"));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => site.close(resolve)));

describe("POST /api/import, with private addresses allowed (a home network)", () => {
  const ctx = useLoggedInApp({ importAllowPrivate: true });
  const post = (payload: object | string, headers: Record<string, string> = { cookie: ctx.cookie }) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/import",
      payload,
      headers: { "content-type": "application/json", ...headers },
    });

  it("answers a draft from a page's address with its image staged for the admin alone, and saves nothing", async () => {
    const response = await post({ url: `${base}/recept` });
    expect(response.statusCode).toBe(200);
    const { draft, warnings } = response.json<{ draft: Record<string, unknown>; warnings: string[] }>();
    expect(draft).toMatchObject({
      name: "Omelet met spinazie",
      proteinType: "Ei",
      ingredients: ["3 eieren", "100 g spinazie"],
      servings: 2,
      sourceUrl: `${base}/recept`,
    });
    expect(warnings).toEqual(["Op de pagina staan 2 recepten; het eerste is geïmporteerd."]);
    const image = String(draft.imageUrl);
    expect(image).toMatch(/^\/objects\/recipe-images\/[A-Za-z0-9_-]{16,}$/);
    const served = await ctx.app.inject({ method: "GET", url: image, headers: { cookie: ctx.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("private, no-store");
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);
    expect((await ctx.app.inject({ method: "GET", url: image })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/api/recipes" })).json()).toEqual([]);
  });

  it("reads pasted HTML and pasted JSON-LD", async () => {
    const html = await post({ html: corpus("graph-howtosection.html") });
    expect(html.json<{ draft: { name: string } }>().draft.name).toBe("Ovenschotel met kip & zoete aardappel");
    const jsonld = await post({
      jsonld: { "@type": "Recipe", name: "Kipsalade", recipeIngredient: ["kip"] },
    });
    expect(jsonld.statusCode).toBe(200);
    expect(jsonld.json<{ draft: { name: string } }>().draft.name).toBe("Kipsalade");
  });

  it("splits the times into work and waiting and fills intro, tools and tips; odd values never a 500", async () => {
    const stew = await post({ html: corpus("stoofpot-tools-tips.html") });
    expect(stew.statusCode).toBe(200);
    expect(stew.json<{ draft: Record<string, unknown> }>().draft).toMatchObject({
      prepTime: 20,
      waitTime: 220,
      intro: expect.stringMatching(/^Een rustige stoofpot/) as string,
      tools: ["Stoofpan met deksel", "Schaal met deksel", "Snijplank"],
      tips: expect.stringMatching(/^Geen kalfsvlees\?/) as string,
    });
    const recipe = { "@type": "Recipe", name: "Kipsalade", recipeIngredient: ["kip"] };
    for (const odd of [
      { prepTime: "PT", cookTime: "P1Y", totalTime: ["PT1H"] },
      { prepTime: { "@value": "PT9999999999999999999999H" }, cookTime: -5, totalTime: null },
      { description: ["<b>Vet</b>", 3], tool: { name: { "@value": "Mixer" } }, recipeInstructions: [[[{}]]] },
      {
        tool: "x".repeat(10_000),
        description: "y".repeat(10_000),
        recipeInstructions: { "@type": "HowToTip" },
      },
    ]) {
      const response = await post({ jsonld: { ...recipe, ...odd } });
      expect(response.statusCode, JSON.stringify(odd).slice(0, 80)).toBe(200);
    }
  });

  it("400 in Dutch when the page holds no recipe, or the input is not one of the three shapes", async () => {
    for (const payload of [{ url: `${base}/geen-recept` }, { html: "<p>hallo</p>" }, { jsonld: "{kapot" }]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Op deze pagina staat geen recept dat we kunnen lezen." });
    }
    for (const payload of [{}, { url: "ftp://site.test/" }, { url: "x", html: "y" }, { html: 5 }, "[]"]) {
      expect((await post(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("413 past 5 MB", async () => {
    const response = await post({ html: "x".repeat(5 * 1024 * 1024 + 1) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "De pagina is groter dan 5 MB." });
  });

  it("502 when the page cannot be fetched", async () => {
    const response = await post({ url: `${base}/bestaat-niet` });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: "De pagina kon niet worden opgehaald." });
  });

  it("only for the admin, and not from another site", async () => {
    expect((await post({ url: `${base}/recept` }, {})).statusCode).toBe(401);
    const crossSite = await post(
      { url: `${base}/recept` },
      { cookie: ctx.cookie, origin: "https://evil.example" },
    );
    expect(crossSite.statusCode).toBe(403);
  });
});

describe("item 6: a page import's picture is public only once a recipe is saved with it", () => {
  const ctx = useLoggedInApp({ importAllowPrivate: true });
  const draftImage = async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/import",
      payload: { url: `${base}/recept` },
      headers: { cookie: ctx.cookie },
    });
    return response.json<{ draft: { imageUrl: string } }>().draft.imageUrl;
  };
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const stagedFiles = async () =>
    (await readdir(path.join(ctx.dataDir, "objects", "staged-images")).catch(() => [])).sort();

  it("saving a recipe (create or update) with the draft's picture makes its four files public", async () => {
    const first = await draftImage();
    const second = await draftImage();
    expect(await stagedFiles()).toHaveLength(8);
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/recipes",
      payload: recipeInput({ name: "Omelet", imageUrl: first }),
      headers: { cookie: ctx.cookie },
    });
    expect(created.statusCode).toBe(201);
    for (const query of ["", "?w=320", "?w=640", "?w=1280"]) {
      const served = await get(`${first}${query}`);
      expect(served.statusCode, query).toBe(200);
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    expect((await get(second)).statusCode).toBe(404);

    const { id } = created.json<{ id: string }>();
    const updated = await ctx.app.inject({
      method: "PUT",
      url: `/api/recipes/${id}`,
      payload: recipeInput({ name: "Omelet", imageUrl: second }),
      headers: { cookie: ctx.cookie },
    });
    expect(updated.statusCode).toBe(200);
    expect((await get(second)).statusCode).toBe(200);
    expect(await stagedFiles()).toEqual([]);
  });

  it("a draft thrown away leaves its picture staged, and the next import after a day removes it", async () => {
    const dropped = await draftImage();
    expect((await get(dropped, ctx.cookie)).statusCode).toBe(200);
    expect(await stagedFiles()).toHaveLength(4);
    await ctx.db
      .updateTable("staged_images")
      .set({ created_at: Date.now() - 24 * 60 * 60 * 1000 - 1000 })
      .execute();
    const next = await draftImage();
    expect((await get(dropped, ctx.cookie)).statusCode).toBe(404);
    expect((await get(next, ctx.cookie)).statusCode).toBe(200);
    expect(await stagedFiles()).toHaveLength(4);
    expect(await ctx.db.selectFrom("staged_images").select("key").execute()).toEqual([
      { key: next.split("/").pop() },
    ]);
  });
});

describe("POST /api/import with the default guard", () => {
  const ctx = useLoggedInApp();

  it("refuses this machine's own addresses with 502", async () => {
    for (const url of [`${base}/recept`, "http://localhost:1/", "http://169.254.169.254/latest/meta-data/"]) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/import",
        payload: { url },
        headers: { cookie: ctx.cookie },
      });
      expect(response.statusCode, url).toBe(502);
      expect(response.json()).toEqual({ message: "Dit adres mag niet worden opgehaald." });
    }
  });
});

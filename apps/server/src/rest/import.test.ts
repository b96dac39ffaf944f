import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

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

  it("answers a draft from a page's address with its image stored as an upload, and saves nothing", async () => {
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
    const served = await ctx.app.inject({ method: "GET", url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);
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

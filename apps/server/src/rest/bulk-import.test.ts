import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { useLoggedInApp } from "../testing";

const corpus = (name: string) =>
  readFileSync(new URL(`../../../../packages/api/src/import/corpus/${name}`, import.meta.url), "utf8");

let site: Server;
let base = "";

beforeAll(async () => {
  site = createServer((req, res) => {
    const pages: Record<string, string> = {
      "/omelet": corpus("two-recipes.html"),
      "/ovenschotel": corpus("graph-howtosection.html"),
      "/geen-recept": corpus("no-recipe.html"),
    };
    const page = pages[req.url ?? ""];
    if (page) return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => site.close(resolve)));

interface Outcome {
  outcome: "imported" | "duplicate";
  recipe: { id: string; name: string; status: string };
}

describe("POST /api/import/concept: a bulk import, one address after another", () => {
  const ctx = useLoggedInApp({ importAllowPrivate: true });
  const post = (url: string, cookie = ctx.cookie) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/import/concept",
      payload: { url },
      headers: cookie ? { cookie } : {},
    });

  it("imports each page as a concept, skips a duplicate, and says why one failed", async () => {
    const first = await post(`${base}/omelet`);
    expect(first.statusCode).toBe(201);
    expect(first.json<Outcome>()).toMatchObject({
      outcome: "imported",
      recipe: { name: "Omelet met spinazie", status: "draft", ingredients: ["3 eieren", "100 g spinazie"] },
    });
    const second = await post(`${base}/ovenschotel`);
    expect(second.statusCode).toBe(201);
    expect(second.json<Outcome>().recipe).toMatchObject({
      name: "Ovenschotel met kip & zoete aardappel",
      status: "draft",
    });

    // The same page again: a recipe of that name exists, so nothing is saved.
    const again = await post(`${base}/omelet`);
    expect(again.statusCode).toBe(200);
    expect(again.json<Outcome>()).toEqual({
      outcome: "duplicate",
      recipe: { id: first.json<Outcome>().recipe.id, name: "Omelet met spinazie", status: "draft" },
    });

    const none = await post(`${base}/geen-recept`);
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toMatch(/recept/i);
    const missing = await post(`${base}/weg`);
    expect(missing.statusCode).toBe(502);

    // Concepts: the administrator's list has both, a visitor's none.
    expect((await ctx.app.inject({ method: "GET", url: "/api/recipes" })).json()).toEqual([]);
    const desk = await ctx.app.inject({
      method: "GET",
      url: "/trpc/recipes.desk",
      headers: { cookie: ctx.cookie },
    });
    expect(desk.json<{ result: { data: { name: string }[] } }>().result.data.map((r) => r.name)).toEqual([
      "Ovenschotel met kip & zoete aardappel",
      "Omelet met spinazie",
    ]);
  });

  it("answers 400 to what is no address and 401 without a session, and saves nothing", async () => {
    expect((await post("ftp://example.org/recept")).statusCode).toBe(400);
    expect((await post("geen adres")).statusCode).toBe(400);
    expect((await post(`${base}/omelet`, "")).statusCode).toBe(401);
    const desk = await ctx.app.inject({
      method: "GET",
      url: "/trpc/recipes.desk",
      headers: { cookie: ctx.cookie },
    });
    expect(desk.json<{ result: { data: unknown[] } }>().result.data).toEqual([]);
  });
});

describe("POST /api/import/concept with the default guard", () => {
  const ctx = useLoggedInApp();

  it("refuses a private address with 502 and the guard's reason", async () => {
    for (const url of [`${base}/omelet`, "http://169.254.169.254/latest/meta-data/"]) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/import/concept",
        payload: { url },
        headers: { cookie: ctx.cookie },
      });
      expect(response.statusCode, url).toBe(502);
      expect(response.json()).toEqual({ message: "Dit adres mag niet worden opgehaald." });
    }
  });
});

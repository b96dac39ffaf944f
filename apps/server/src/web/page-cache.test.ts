import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { recipeInput } from "@repo/db/testing";

import type { App } from "../app";
import { buildLoggedInApp } from "../testing";

describe("the page cache's key", () => {
  let app: App;
  let id: string;
  beforeAll(async () => {
    const built = await buildLoggedInApp({}, { pages: true });
    app = built.app;
    const created = await app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie: built.cookie },
      payload: recipeInput({ name: "Soep met een sleutel" }),
    });
    id = created.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await app.close();
  });

  const cacheStats = () => app.contentCache.stats();

  it.each([
    ["a recipe", (i: string) => `/recipe/%20%09${i}%0A`, (i: string) => `/recipe/${i}`],
    [
      "cook mode",
      (i: string) => `/recipe/%20${i}/koken?porties=3`,
      (i: string) => `/recipe/${i}/koken?porties=3`,
    ],
  ])("sends a padded id of %s to its one spelling (301)", async (_label, padded, canonical) => {
    const response = await app.inject({ url: padded(id) });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(canonical(id));
    expect((await app.inject({ url: canonical(id) })).body).toContain("Soep met een sleutel");
  });

  it("keeps one entry per recipe page however many spellings arrive", async () => {
    await app.inject({ url: `/recipe/${id}` });
    const before = cacheStats().entries;
    for (let i = 1; i <= 40; i++) {
      const response = await app.inject({ url: `/recipe/${"%20".repeat(i)}${id}` });
      expect(response.statusCode).toBe(301);
    }
    expect(cacheStats().entries).toBe(before);
  });

  it("answers an id no recipe has with 404 and keeps nothing", async () => {
    const before = cacheStats().entries;
    const response = await app.inject({ url: `/recipe/${id.toUpperCase()}x` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Recept niet gevonden");
    expect(cacheStats().entries).toBe(before);
  });
});

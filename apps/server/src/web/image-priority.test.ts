import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { insertRecipe } from "@repo/db";
import { recipeData } from "@repo/db/testing";

import type { App } from "../app";
import { buildPagesTestApp } from "../testing";

/** Each <img> of the body as its loading and fetch priority, with whose picture it is. */
const imagesOf = (html: string) =>
  [...(html.split("<body>")[1] ?? "").matchAll(/<img [^>]*>/g)].map(([tag]) => ({
    src: /src="([^"?]+)/.exec(tag)?.[1] ?? "",
    loading: /loading="(\w+)"/.exec(tag)?.[1] ?? "auto",
    fetchPriority: /fetchPriority="(\w+)"/.exec(tag)?.[1] ?? "auto",
  }));

// On a phone the largest paint is the home page's hero and a recipe page's own picture; on a
// slow connection every other picture fetched at the same priority delays it.
describe("which picture a phone fetches first", () => {
  let app: App;
  let db: Awaited<ReturnType<typeof buildPagesTestApp>>["db"];
  beforeAll(async () => {
    ({ app, db } = await buildPagesTestApp());
  });
  afterAll(async () => {
    await app.close();
  });

  it("home: only the hero is urgent; the first cards load at once but after it, the rest as they near", async () => {
    for (const name of ["Eerste salade", "Tweede salade", "Derde salade"]) {
      await insertRecipe(db, recipeData({ name }));
    }
    const images = imagesOf((await app.inject({ url: "/" })).body).filter(
      (image) => image.src !== "/logo.svg",
    );
    expect(images.filter((image) => image.fetchPriority === "high").map((image) => image.src)).toEqual([
      "/hero.webp",
    ]);
    // Light pictures of the three cards (the dark ones are lazy until the theme shows them).
    const cards = images.filter((image) => image.src.startsWith("/art/recipe/"));
    expect(cards.map(({ loading, fetchPriority }) => `${loading} ${fetchPriority}`)).toEqual([
      "eager low",
      "lazy auto",
      "eager low",
      "lazy auto",
      "lazy auto",
      "lazy auto",
    ]);
  });

  it("a recipe page fetches its own picture first", async () => {
    const recipe = await insertRecipe(db, recipeData({ name: "Vierde salade" }));
    const images = imagesOf((await app.inject({ url: `/recipe/${recipe.id}` })).body);
    expect(images.filter((image) => image.fetchPriority === "high").map((image) => image.src)).toEqual([
      `/art/recipe/${recipe.id}.webp`,
    ]);
  });
});

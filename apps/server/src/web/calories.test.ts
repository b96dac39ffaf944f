import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { insertRecipe } from "@repo/db";
import { recipeData } from "@repo/db/testing";

import type { App } from "../app";
import { buildPagesTestApp } from "../testing";

/** The visible text of server-rendered HTML, tags and head left out. */
const textOf = (html: string) =>
  (html.split("<body>")[1] ?? "")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/[ \t\r\n]+/g, " ");

function recipeJsonLd(html: string): { nutrition?: { calories?: string } } {
  for (const [, block] of html.matchAll(/<script data-ssr type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const value = JSON.parse(block ?? "{}") as { "@type"?: string; nutrition?: { calories?: string } };
    if (value["@type"] === "Recipe") return value;
  }
  throw new Error("no Recipe JSON-LD");
}

describe("one energy figure for a recipe, wherever it is shown", () => {
  let app: App;
  let db: Awaited<ReturnType<typeof buildPagesTestApp>>["db"];
  beforeAll(async () => {
    ({ app, db } = await buildPagesTestApp());
  });
  afterAll(async () => {
    await app.close();
  });

  it("a complete table wins over a typed figure that disagrees: card, page, table and JSON-LD say the same", async () => {
    // Typed for one portion, then the recipe was made for four: the typed 900 is stale.
    const recipe = await insertRecipe(
      db,
      recipeData({
        name: "Kipsalade voor vier",
        ingredients: ["480 g kipfilet", "400 g sla", "4 tomaten", "4 el olijfolie"],
        servings: 4,
        calories: 900,
      }),
    );
    expect(recipe.nutrition?.unmatched).toEqual([]);
    const kcal = recipe.nutrition?.perPortion.kcal ?? 0;
    expect(kcal).toBeGreaterThan(150);
    expect(kcal).toBeLessThan(400);

    const page = (await app.inject({ url: `/recipe/${recipe.id}` })).body;
    const text = textOf(page);
    expect(text).toContain(`Calorieën ±${kcal}\u00a0kcal per portie`);
    expect(text).toContain(`Energie ${kcal}\u00a0kcal`);
    expect(text).not.toContain("900");
    expect(recipeJsonLd(page).nutrition?.calories).toBe(`${kcal} kcal`);

    const home = textOf((await app.inject({ url: "/" })).body);
    expect(home).toContain(`Kipsalade voor vier`);
    expect(home).toContain(`±${kcal}\u00a0kcal per portie`);
    expect(home).not.toContain("900");
    const summaries = await app.inject({ url: "/trpc/recipes.summaries" });
    expect(summaries.json<{ result: { data: { calories: number }[] } }>().result.data[0]?.calories).toBe(
      kcal,
    );
    // The typed figure is kept as typed: the API and the form still have it.
    const stored = await app.inject({ url: `/api/recipes/${recipe.id}` });
    expect(stored.json<{ calories: number }>().calories).toBe(900);
  });

  it("an incomplete table shows no figures of its own, so the typed calories stand, said the same way", async () => {
    const recipe = await insertRecipe(
      db,
      recipeData({ name: "Jackfruitstoof", ingredients: ["1 blik jackfruit", "1 ui"], calories: 320 }),
    );
    expect(recipe.nutrition?.unmatched).toEqual(["1 blik jackfruit"]);
    const page = (await app.inject({ url: `/recipe/${recipe.id}` })).body;
    const text = textOf(page);
    expect(text).toContain("Calorieën ±320\u00a0kcal per portie");
    expect(text).toContain("De voedingswaarde is niet berekend");
    expect(text).not.toContain("Energie");
    expect(recipeJsonLd(page).nutrition?.calories).toBe("320 kcal");
  });
});

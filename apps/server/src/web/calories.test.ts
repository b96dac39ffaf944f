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

  it("the administrator's calories stand on the card, the page and in the JSON-LD; the table stays computed", async () => {
    // The spec's card shows the recipe's calories: a typed 330 is shown as typed, beside a table
    // that works out its own figure from the ingredients.
    const recipe = await insertRecipe(
      db,
      recipeData({
        name: "Kipsalade met getypte calorieën",
        ingredients: ["480 g kipfilet", "400 g sla", "4 tomaten", "4 el olijfolie"],
        servings: 4,
        calories: 330,
      }),
    );
    expect(recipe.nutrition?.unmatched).toEqual([]);
    const kcal = recipe.nutrition?.perPortion.kcal ?? 0;
    expect(kcal).not.toBe(330);

    const page = (await app.inject({ url: `/recipe/${recipe.id}` })).body;
    const text = textOf(page);
    expect(text).toContain("Calorieën ±330\u00a0kcal per portie");
    expect(text).toContain(`Energie ${kcal}\u00a0kcal`);
    expect(text).toContain(
      "Berekend zoals een EU-etiket (koolhydraten zonder vezels), met: USDA FoodData Central (SR28).",
    );
    expect(recipeJsonLd(page).nutrition?.calories).toBe("330 kcal");

    const home = textOf((await app.inject({ url: "/" })).body);
    expect(home).toContain("Kipsalade met getypte calorieën");
    expect(home).toContain("±330 kcal");
    expect(home).not.toContain(`±${kcal} kcal`);
    const summaries = await app.inject({ url: "/trpc/recipes.summaries" });
    const cards = summaries.json<{ result: { data: { name: string; calories: number }[] } }>().result.data;
    expect(cards.find((r) => r.name === "Kipsalade met getypte calorieën")?.calories).toBe(330);
  });

  it("without typed calories the card, the page and the JSON-LD show the computed figure", async () => {
    const recipe = await insertRecipe(
      db,
      recipeData({
        name: "Kipsalade zonder getypte calorieën",
        ingredients: ["480 g kipfilet", "400 g sla", "4 tomaten", "4 el olijfolie"],
        servings: 4,
        calories: null,
      }),
    );
    const kcal = recipe.nutrition?.perPortion.kcal ?? 0;
    expect(kcal).toBeGreaterThan(150);
    expect(kcal).toBeLessThan(400);
    const page = (await app.inject({ url: `/recipe/${recipe.id}` })).body;
    expect(textOf(page)).toContain(`Calorieën ±${kcal}\u00a0kcal per portie`);
    expect(recipeJsonLd(page).nutrition?.calories).toBe(`${kcal} kcal`);
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

import type { SdttResult } from "structured-data-testing-tool";
import { structuredDataTestHtml } from "structured-data-testing-tool";
import { beforeAll, describe, expect, it } from "vitest";

import type { Db } from "@repo/db";
import type { Recipe } from "@repo/domain";
import { insertRecipe, listRecipes, seedDatabase } from "@repo/db";
import { createTestDb, recipeData } from "@repo/db/testing";
import { recipeArtLabel } from "@repo/domain";
import { nlArt } from "@repo/strings";

import { googleRecipe } from "./google-recipe-rules";
import { recipeHead } from "./recipe-head";
import { renderHead } from "./render";

const ORIGIN = "https://recepten.example";

/** The checker's verdict on a recipe page's head, as the server renders it. */
async function check(recipe: Recipe): Promise<SdttResult> {
  const html = `<!doctype html><html><head>${renderHead(
    recipeHead({ ...recipe, art: recipeArtLabel(recipe, nlArt) }, ORIGIN),
  )}</head><body></body></html>`;
  try {
    return await structuredDataTestHtml(html, { presets: [googleRecipe], auto: false });
  } catch (error) {
    // The checker rejects with its full result when a test failed.
    const failed = error as { type?: string; res?: SdttResult };
    if (failed.type === "VALIDATION_FAILED" && failed.res) return failed.res;
    throw error;
  }
}

const described = (tests: SdttResult["failed"]) => tests.map((t) => t.description);

describe("the recipe page's JSON-LD against Google's Recipe rules", () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
    await seedDatabase(db);
  });

  it("a bundled recipe with waiting time, tools, nutrition and portions: nothing fails", async () => {
    const stew = (await listRecipes(db)).find((r) => r.name.startsWith("Kalfsstoofpotje"));
    if (!stew) throw new Error("the stew is not in the collection");
    expect(stew).toMatchObject({ waitTime: 90, tools: ["stoofpan met dikke bodem en deksel"] });
    const result = await check(stew);
    const recipe = result.structuredData.jsonld.Recipe?.[0];
    expect(recipe).toMatchObject({
      prepTime: "PT20M",
      cookTime: "PT90M",
      totalTime: "PT110M",
      recipeYield: String(stew.servings),
      tool: [{ "@type": "HowToTool", name: "stoofpan met dikke bodem en deksel" }],
      nutrition: {
        "@type": "NutritionInformation",
        calories: `${stew.calories ?? stew.nutrition?.perPortion.kcal} kcal`,
      },
    });
    expect(described(result.failed)).toEqual([]);
    // What the site has no data for: ratings, videos and a cuisine.
    expect(described(result.warnings)).toEqual(["recipeCuisine", "aggregateRating", "video"]);
    expect(result.passed.length).toBeGreaterThan(20);
  });

  it("every bundled recipe passes the required and shape rules", async () => {
    for (const recipe of await listRecipes(db)) {
      expect(described((await check(recipe)).failed), recipe.name).toEqual([]);
    }
  });

  it("a minimal recipe: one line the table does not know, no calories, image, intro or waiting", async () => {
    const minimal = await insertRecipe(
      db,
      recipeData({
        name: "Jackfruit",
        ingredients: ["1 blik jackfruit"],
        instructions: "Warm op.",
        calories: null,
        imageUrl: null,
      }),
    );
    const result = await check(minimal);
    const recipe = result.structuredData.jsonld.Recipe?.[0];
    expect(recipe).not.toHaveProperty("nutrition");
    expect(recipe).toMatchObject({
      prepTime: "PT10M",
      cookTime: "PT0M",
      totalTime: "PT10M",
      recipeYield: "1",
    });
    expect(described(result.failed)).toEqual([]);
    expect(described(result.warnings)).toEqual([
      "recipeCuisine",
      "nutrition.calories",
      "aggregateRating",
      "video",
    ]);
  });

  it("the rules catch what Google refuses", async () => {
    const [recipe] = await listRecipes(db);
    const html = (ld: Record<string, unknown>) =>
      `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Recipe", ...ld })}</script>`;
    const bad = await structuredDataTestHtml(
      html({
        name: recipe?.name,
        image: ["/relative.jpg"],
        prepTime: "20 minuten",
        recipeYield: "4 porties",
        recipeCategory: "Diner",
        keywords: "Kip, Diner",
        recipeInstructions: ["Bak de kip."],
        nutrition: { "@type": "NutritionInformation", calories: "veel" },
      }),
      { presets: [googleRecipe], auto: false },
    ).catch((error: { res: SdttResult }) => error.res);
    expect(described(bad.failed)).toEqual([
      "image: absolute URLs",
      "prepTime: an ISO 8601 duration",
      "prepTime comes with cookTime",
      "recipeYield: the servings as just a number",
      "nutrition.calories: an energy",
      "recipeInstructions: HowToSteps with a text",
      "keywords: not the recipeCategory again",
    ]);
  });
});

import { describe, expect, it } from "vitest";

import { emptyValues, ORIGIN, recipe } from "./head-fixtures";
import { isoDuration, recipeDescription, recipeHead } from "./recipe-head";

const six = ["1 stuks a", "2 stuks b", "3 stuks c", "4 stuks d", "5 stuks e", "6 stuks f"];

describe("head", () => {
  it("describes a recipe with all its ingredients when there are at most 5", () => {
    expect(recipeDescription({ name: "Omelet", ingredients: six.slice(0, 5) })).toBe(
      "Omelet. Ingrediënten: 1 stuks a, 2 stuks b, 3 stuks c, 4 stuks d, 5 stuks e",
    );
  });

  it("describes a recipe with its first 5 ingredients and '...' when there are more", () => {
    expect(recipeDescription({ name: "Omelet", ingredients: six })).toBe(
      "Omelet. Ingrediënten: 1 stuks a, 2 stuks b, 3 stuks c, 4 stuks d, 5 stuks e...",
    );
  });

  it("writes minutes as an ISO 8601 duration", () => {
    expect(isoDuration(25)).toBe("PT25M");
    expect(isoDuration(1)).toBe("PT1M");
  });

  it("titles a recipe page and links its canonical URL", () => {
    const head = recipeHead(recipe(), ORIGIN);
    expect(head.title).toBe("Omelet met spinazie | Receptenboek");
    expect(head.links).toEqual([{ rel: "canonical", href: `${ORIGIN}/recipe/abc123` }]);
    expect(head.meta).toContainEqual({ name: "description", content: recipeDescription(recipe()) });
    expect(head.meta).toContainEqual({ property: "og:url", content: `${ORIGIN}/recipe/abc123` });
  });

  it("gives a recipe a schema.org Recipe with ingredients, steps and times", () => {
    const [ld] = recipeHead(recipe(), ORIGIN).jsonLd;
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Omelet met spinazie",
      recipeIngredient: ["2 stuks eieren", "100 g spinazie", "1 tl olijfolie"],
      recipeInstructions: [
        { "@type": "HowToStep", text: "Klop de eieren los." },
        { "@type": "HowToStep", text: "Bak de spinazie kort." },
        { "@type": "HowToStep", text: "Giet de eieren erover." },
      ],
      totalTime: "PT25M",
      recipeCategory: "Ontbijt",
      // The chapter is the category, not a keyword again.
      keywords: "Ei, Pan",
      url: `${ORIGIN}/recipe/abc123`,
    });
    // Without waiting the cookTime is none at all: Google takes prepTime only beside one.
    expect(ld).toMatchObject({ prepTime: "PT25M", cookTime: "PT0M" });
  });

  it("describes the recipe by its intro, counts the waiting time as cookTime and names the tools", () => {
    const head = recipeHead(
      recipe({ intro: "Zacht en romig.", waitTime: 30, tools: ["staafmixer", "muffinvorm"] }),
      ORIGIN,
    );
    expect(head.jsonLd[0]).toMatchObject({
      description: "Zacht en romig.",
      prepTime: "PT25M",
      cookTime: "PT30M",
      totalTime: "PT55M",
      tool: [
        { "@type": "HowToTool", name: "staafmixer" },
        { "@type": "HowToTool", name: "muffinvorm" },
      ],
    });
    // The meta description stays the ingredient list.
    expect(head.meta.find((m) => m.name === "description")?.content).toBe(
      "Omelet met spinazie. Ingrediënten: 2 stuks eieren, 100 g spinazie, 1 tl olijfolie",
    );
  });

  it("gives a cookTime of none and leaves tool out when a recipe has no waiting time or tools", () => {
    const [ld] = recipeHead(recipe(), ORIGIN).jsonLd;
    expect(ld).toHaveProperty("cookTime", "PT0M");
    expect(ld).not.toHaveProperty("tool");
  });

  it("publishes the computed nutrition per portion, the administrator's calories and the diets schema.org knows", () => {
    const nutrition = {
      table: "usda-sr28",
      version: "SR28 (2015)",
      perPortion: {
        kcal: 320,
        protein: 24.5,
        carbs: 12,
        sugars: 6.2,
        fat: 18,
        saturated: 4.1,
        fiber: 5,
        salt: 0.5,
      },
      unmatched: [],
    };
    // Nothing typed: the computed figure stands in.
    const [computed] = recipeHead(recipe({ calories: null, nutrition }), ORIGIN).jsonLd;
    expect(computed?.nutrition).toMatchObject({ calories: "320 kcal", proteinContent: "24.5 g" });
    const [ld] = recipeHead(
      recipe({
        nutrition,
        diets: ["vegetarisch", "glutenvrij", "zonder-toegevoegde-suiker"],
      }),
      ORIGIN,
    ).jsonLd;
    expect(ld?.nutrition).toEqual({
      "@type": "NutritionInformation",
      servingSize: "1 portie",
      // The administrator's 350 is the figure the site shows; the nutrients stay computed.
      calories: "350 kcal",
      proteinContent: "24.5 g",
      carbohydrateContent: "12 g",
      sugarContent: "6.2 g",
      fatContent: "18 g",
      saturatedFatContent: "4.1 g",
      fiberContent: "5 g",
      sodiumContent: "200 mg",
    });
    expect(ld?.suitableForDiet).toEqual([
      "https://schema.org/VegetarianDiet",
      "https://schema.org/GlutenFreeDiet",
    ]);
  });

  it("falls back to the typed calories when a line could not be placed", () => {
    const [ld] = recipeHead(
      recipe({
        calories: 350,
        nutrition: {
          table: "usda-sr28",
          version: "SR28 (2015)",
          perPortion: { kcal: 100, protein: 1, carbs: 1, sugars: 1, fat: 1, saturated: 1, fiber: 1, salt: 1 },
          unmatched: ["1 blik jackfruit"],
        },
      }),
      ORIGIN,
    ).jsonLd;
    expect(ld?.nutrition).toEqual({
      "@type": "NutritionInformation",
      calories: "350 kcal",
      servingSize: "1 portie",
    });
  });

  it("states the calories as nutrition when they are known", () => {
    const [ld] = recipeHead(recipe({ calories: 350 }), ORIGIN).jsonLd;
    expect(ld?.nutrition).toEqual({
      "@type": "NutritionInformation",
      calories: "350 kcal",
      servingSize: "1 portie",
    });
  });

  it("yields the recipe's number of portions, as just a number", () => {
    expect(recipeHead(recipe({ servings: 1 }), ORIGIN).jsonLd[0]?.recipeYield).toBe("1");
    expect(recipeHead(recipe({ servings: 4 }), ORIGIN).jsonLd[0]?.recipeYield).toBe("4");
  });

  it("leaves nutrition out when the calories are unknown", () => {
    const [ld] = recipeHead(recipe({ calories: null }), ORIGIN).jsonLd;
    expect(ld).not.toHaveProperty("nutrition");
  });

  it("has no undefined, null or empty values in the recipe head", () => {
    const head = recipeHead(recipe({ calories: null, imageUrl: null }), ORIGIN);
    expect(emptyValues(head.jsonLd)).toEqual([]);
    expect(emptyValues(head.meta)).toEqual([]);
    expect(JSON.stringify(head)).not.toMatch(/undefined|null/);
  });

  it("makes the image absolute, with the composed picture when the recipe has no photo", () => {
    const [withPath] = recipeHead(recipe({ imageUrl: "/objects/recipe-images/k" }), ORIGIN).jsonLd;
    expect(withPath?.image).toEqual([`${ORIGIN}/objects/recipe-images/k`]);
    const [withUrl] = recipeHead(recipe({ imageUrl: "https://cdn.example/x.jpg" }), ORIGIN).jsonLd;
    expect(withUrl?.image).toEqual(["https://cdn.example/x.jpg"]);
    const [without] = recipeHead(recipe({ imageUrl: null }), ORIGIN).jsonLd;
    expect(without?.image).toEqual([
      expect.stringMatching(/^https:\/\/recepten\.example\/art\/recipe\/abc123\.png\?v=\w+$/),
    ]);
  });

  it("shares a recipe without a photo as its composed PNG, described in Dutch", () => {
    const { meta } = recipeHead(recipe({ imageUrl: null }), ORIGIN);
    const content = (key: string) => meta.find((m) => m.property === key || m.name === key)?.content;
    expect(content("og:image")).toMatch(/^https:\/\/recepten\.example\/art\/recipe\/abc123\.png\?v=\w+$/);
    expect(content("twitter:image")).toBe(content("og:image"));
    expect(content("og:image:alt")).toBe(
      "Illustratie van Omelet met spinazie: omelet met spinazie in een koekenpan",
    );
    expect(content("twitter:image:alt")).toBe(content("og:image:alt"));
    expect(content("og:image:width")).toBe("1200");
    expect(content("og:image:height")).toBe("630");
  });

  it("takes the picture's URL and alt text from the recipe's label", () => {
    const { meta } = recipeHead(recipe({ art: { version: "v7", alt: "Een bord soep" } }), ORIGIN);
    expect(meta).toContainEqual({ property: "og:image", content: `${ORIGIN}/art/recipe/abc123.png?v=v7` });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "Een bord soep" });
  });

  it("describes an uploaded photo as a photo of the recipe", () => {
    const { meta } = recipeHead(recipe({ imageUrl: "/objects/recipe-images/k" }), ORIGIN);
    expect(meta).toContainEqual({ property: "og:image", content: `${ORIGIN}/objects/recipe-images/k` });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "Foto van Omelet met spinazie" });
    expect(meta).toContainEqual({ name: "twitter:image:alt", content: "Foto van Omelet met spinazie" });
  });
});

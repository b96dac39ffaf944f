import { describe, expect, it } from "vitest";

import { recipeArtLabel } from "@repo/domain";
import { nlArt } from "@repo/strings";

import type { HeadRecipe } from "./head";
import { DEFAULT_SOCIAL_IMAGE } from "./head";
import { homeHead } from "./home-head";
import { isoDuration, recipeDescription, recipeHead } from "./recipe-head";
import { renderHead } from "./render";

const ORIGIN = "https://recepten.example";

/** A recipe as the server hands it to the head: labeled as the API labels it, unless told otherwise. */
function recipe({ art, ...overrides }: Partial<HeadRecipe> = {}): HeadRecipe {
  const fields: Omit<HeadRecipe, "art"> = {
    id: "abc123",
    name: "Omelet met spinazie",
    chapter: "Ontbijt",
    proteinType: "Ei",
    preparationMethod: "Pan",
    ingredients: ["2 stuks eieren", "100 g spinazie", "1 tl olijfolie"],
    instructions: "Klop de eieren los.\n\nBak de spinazie kort.\r\nGiet de eieren erover.",
    imageUrl: null,
    icons: ["egg", "vegetable", "hot"],
    prepTime: 25,
    calories: 350,
    servings: 1,
    intro: null,
    waitTime: null,
    tools: [],
    nutrition: null,
    diets: [],
    createdAt: "2026-11-01T08:00:00.000Z",
    updatedAt: "2026-11-02T08:00:00.000Z",
    ...overrides,
  };
  return { ...fields, art: art ?? recipeArtLabel(fields, nlArt) };
}

/** Paths of every undefined, null, empty string, empty array or empty object inside a value. */
function emptyValues(value: unknown, path = "$"): string[] {
  if (value === undefined || value === null || value === "") return [path];
  if (Array.isArray(value)) {
    return value.length === 0 ? [path] : value.flatMap((v, i) => emptyValues(v, `${path}[${i}]`));
  }
  if (typeof value === "object") {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : entries.flatMap(([k, v]) => emptyValues(v, `${path}.${k}`));
  }
  return [];
}

/** The JSON-LD blocks of rendered HTML, parsed back. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script data-ssr type="application\/ld\+json">(.*?)<\/script>/gs)];
  return blocks.map((m) => JSON.parse(m[1] ?? "") as Record<string, unknown>);
}

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
        nutrition: {
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
        },
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

  it("gives the home page's social image an alt text", () => {
    const { meta } = homeHead({ origin: ORIGIN, heroImageUrl: null, recipes: [] });
    expect(meta).toContainEqual({ property: "og:image", content: `${ORIGIN}${DEFAULT_SOCIAL_IMAGE}` });
    expect(meta).toContainEqual({
      property: "og:image:alt",
      content: "Tafel met verse groenten, kruiden en een salade",
    });
  });

  it("gives the home page a WebSite and an ItemList of the recipes", () => {
    const head = homeHead({
      origin: ORIGIN,
      heroImageUrl: null,
      recipes: [
        { id: "a", name: "Omelet" },
        { id: "b", name: "Kipsalade" },
      ],
    });
    expect(head.links[0]).toEqual({ rel: "canonical", href: `${ORIGIN}/` });
    // The hero image starts downloading with the HTML.
    expect(head.links[1]).toMatchObject({
      rel: "preload",
      as: "image",
      href: "/hero.webp",
      fetchpriority: "high",
    });
    const [site, list] = head.jsonLd;
    expect(site).toMatchObject({ "@type": "WebSite", url: `${ORIGIN}/`, inLanguage: "nl-NL" });
    expect(list).toMatchObject({
      "@type": "ItemList",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, url: `${ORIGIN}/recipe/a`, name: "Omelet" },
        { "@type": "ListItem", position: 2, url: `${ORIGIN}/recipe/b`, name: "Kipsalade" },
      ],
    });
    expect(emptyValues(head.jsonLd)).toEqual([]);
  });

  it("uses the hero image as the home page's social image", () => {
    const head = homeHead({ origin: ORIGIN, heroImageUrl: "/objects/recipe-images/hero", recipes: [] });
    expect(head.meta).toContainEqual({
      property: "og:image",
      content: `${ORIGIN}/objects/recipe-images/hero`,
    });
  });
});

describe("renderHead", () => {
  it("cannot be broken out of by a recipe named </script><script>", () => {
    const name = "</script><script>alert(1)</script>";
    const html = renderHead(
      recipeHead(recipe({ name, ingredients: ["<b>1 g zout</b>", "2 stuks & meer"] }), ORIGIN),
    );
    expect(html).not.toContain("</script><script>");
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<b>");
    expect(html).toContain(
      "<title data-ssr>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Receptenboek</title>",
    );
    const [ld] = jsonLdOf(html);
    expect(ld?.name).toBe(name);
    expect(ld?.recipeIngredient).toEqual(["<b>1 g zout</b>", "2 stuks & meer"]);
  });

  it("escapes quotes in attributes and keeps them in the JSON-LD", () => {
    const name = `Oma's "beste" soep`;
    const html = renderHead(recipeHead(recipe({ name }), ORIGIN));
    expect(html).toContain(
      `<meta data-ssr property="og:title" content="Oma&#39;s &quot;beste&quot; soep | Receptenboek">`,
    );
    expect(html).not.toContain(`"beste"`);
    expect(jsonLdOf(html)[0]?.name).toBe(name);
  });

  it("keeps line and paragraph separators out of the script", () => {
    const name = "Soep\u2028met\u2029lijnen";
    const html = renderHead(recipeHead(recipe({ name }), ORIGIN));
    const scripts = html.match(/<script[^>]*>.*?<\/script>/gs) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toMatch(/[\u2028\u2029]/);
    expect(jsonLdOf(html)[0]?.name).toBe(name);
  });

  it("renders the title, every meta tag, the canonical link and each JSON-LD block", () => {
    const head = homeHead({ origin: ORIGIN, heroImageUrl: null, recipes: [{ id: "a", name: "Omelet" }] });
    const html = renderHead(head);
    expect(html.match(/<title data-ssr>/g)).toHaveLength(1);
    expect(html.match(/<meta data-ssr /g)).toHaveLength(head.meta.length);
    expect(html).toContain(`<link data-ssr rel="canonical" href="${ORIGIN}/">`);
    expect(jsonLdOf(html)).toEqual(head.jsonLd);
  });
});

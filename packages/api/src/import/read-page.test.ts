import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { isoMinutes, servings } from "./fields";
import { NoRecipe, readRecipe } from "./read-page";

const page = (name: string) => readFileSync(new URL(`./corpus/${name}`, import.meta.url), "utf8");

describe("reading a recipe from a page", () => {
  it("JSON-LD in a @graph with HowToSections, a yield list and a nutrition string", () => {
    expect(
      readRecipe({ html: page("graph-howtosection.html") }, "https://blog.example/ovenschotel/"),
    ).toEqual({
      draft: {
        name: "Ovenschotel met kip & zoete aardappel",
        chapter: "Diner",
        proteinType: "Kip",
        preparationMethod: "Oven",
        ingredients: ["250 g kipfilet", "1 zoete aardappel (ca. 300 g)", "1 rode ui", "1 el olijfolie"],
        instructions: [
          "Verwarm de oven voor op 200 °C.",
          "Snijd de zoete aardappel en de ui in blokjes.",
          "Meng alles met de olie in een ovenschaal.",
          "Bak 1 uur in de oven.",
        ].join("\n"),
        imageUrl: null,
        prepTime: 75,
        calories: 590,
        servings: 2,
        guessed: ["proteinType", "preparationMethod"],
        sourceUrl: "https://blog.example/ovenschotel/",
      },
      warnings: [],
      imageSource: "https://blog.example/wp-content/uploads/ovenschotel-1200x800.jpg",
    });
  });

  it("a top-level array with a multi-typed Recipe, HowToSteps and a relative ImageObject", () => {
    const { draft, imageSource, warnings } = readRecipe(
      { html: page("array-howtostep.html") },
      "https://recepten.example/soep/linzen",
    );
    expect(draft).toMatchObject({
      name: "Rode linzensoep met komijn",
      chapter: "Soepen",
      proteinType: "Linzen",
      preparationMethod: "Blender",
      ingredients: ["200 g rode linzen", "1 l groentebouillon", "1 tl komijn", "1 wortel"],
      instructions:
        "Fruit de ui en de komijn in een pan.\nVoeg linzen en bouillon toe en kook 20 minuten.\nPureer de soep met de staafmixer.",
      prepTime: 45,
      calories: 320,
      servings: 4,
      guessed: ["proteinType", "preparationMethod"],
    });
    expect(imageSource).toBe("https://recepten.example/images/linzensoep.jpg");
    expect(warnings).toEqual([]);
  });

  it("microdata when a page has no JSON-LD", () => {
    const { draft, imageSource } = readRecipe({ html: page("microdata.html") }, null);
    expect(draft).toMatchObject({
      name: "Griekse yoghurt met walnoten",
      chapter: "Ontbijt",
      proteinType: "Yoghurt",
      preparationMethod: "Koud",
      ingredients: ["150 g Griekse yoghurt", "20 g walnoten", "1 appel"],
      instructions: "Schep de yoghurt in een kom.\nSnijd de appel en strooi de noten erover.",
      prepTime: 5,
      calories: 280,
      servings: 1,
    });
    expect(imageSource).toBe("https://cdn.example/img/yoghurt.jpg");
  });

  it("takes the first of two recipes and says so", () => {
    const { draft, warnings } = readRecipe({ html: page("two-recipes.html") }, null);
    expect(draft).toMatchObject({
      name: "Omelet met spinazie",
      proteinType: "Ei",
      preparationMethod: "Pan",
      instructions: "Klop de eieren los.\nBak de spinazie kort in de pan.\nGiet de eieren erover.",
      prepTime: 10,
      calories: 250,
      servings: 2,
      chapter: "Diner",
      guessed: ["chapter", "proteinType", "preparationMethod"],
    });
    expect(warnings).toEqual(["Op de pagina staan 2 recepten; het eerste is geïmporteerd."]);
  });

  it("skips a broken JSON-LD block, repairs line breaks inside strings, and drops impossible calories", () => {
    const { draft, warnings } = readRecipe({ html: page("broken-jsonld.html") }, null);
    expect(draft).toMatchObject({
      name: "Tonijnsalade",
      proteinType: "Vis",
      ingredients: ["1 blik tonijn", "1 komkommer"],
      instructions: "Snijd de komkommer.\nMeng met de tonijn.",
      calories: null,
      servings: 2,
      prepTime: 15,
    });
    expect(warnings).toEqual([
      "Een blok JSON-LD op de pagina kon niet worden gelezen en is overgeslagen.",
      "Het aantal calorieën lag buiten 1 tot 5000 en is weggelaten.",
    ]);
  });

  it("refuses a page without a recipe, and JSON-LD that is not JSON", () => {
    expect(() => readRecipe({ html: page("no-recipe.html") }, null)).toThrow(NoRecipe);
    expect(() => readRecipe({ html: page("no-recipe.html") }, null)).toThrow(
      "Op deze pagina staat geen recept dat we kunnen lezen.",
    );
    expect(() => readRecipe({ jsonld: "{ geen json" }, null)).toThrow(NoRecipe);
    expect(() => readRecipe({ jsonld: { "@type": "Recipe" } }, null)).toThrow(NoRecipe);
  });

  it("JSON-LD pasted on its own, as text or as an object", () => {
    const recipe = {
      "@type": "Recipe",
      name: "Kipsalade",
      recipeIngredient: ["120 g kip"],
      recipeInstructions: "Meng.",
    };
    expect(readRecipe({ jsonld: recipe }, null).draft.name).toBe("Kipsalade");
    expect(readRecipe({ jsonld: JSON.stringify({ "@graph": [recipe] }) }, null).draft.proteinType).toBe(
      "Kip",
    );
    expect(readRecipe({ html: JSON.stringify([recipe]) }, null).draft.ingredients).toEqual(["120 g kip"]);
  });
});

describe("field shapes", () => {
  it("ISO 8601 durations in minutes", () => {
    expect(isoMinutes("PT1H15M")).toBe(75);
    expect(isoMinutes("PT90M")).toBe(90);
    expect(isoMinutes("P0DT45M")).toBe(45);
    expect(isoMinutes("PT1H30M30S")).toBe(91);
    expect(isoMinutes("P1D")).toBe(1440);
    expect(isoMinutes("PT")).toBeNull();
    expect(isoMinutes("45 minuten")).toBeNull();
    expect(isoMinutes(undefined)).toBeNull();
  });

  it("recipeYield in the shapes sites use", () => {
    expect(servings("4 personen")).toBe(4);
    expect(servings("4")).toBe(4);
    expect(servings(4)).toBe(4);
    expect(servings(["4", "4 porties"])).toBe(4);
    expect(servings(["1 taart", "12 stukken"])).toBe(1);
    expect(servings("100 stuks")).toBe(1);
    expect(servings(undefined)).toBe(1);
  });
});

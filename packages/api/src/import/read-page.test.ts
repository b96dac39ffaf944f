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
        // Fifteen minutes of work, the hour in the oven is waiting.
        prepTime: 15,
        waitTime: 60,
        calories: 590,
        servings: 2,
        intro: "Een makkelijke ovenschotel.",
        tools: [],
        tips: null,
        icons: ["protein", "hot"],
        guessed: ["proteinType", "preparationMethod", "waitTime", "icons"],
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
      // Cooked in a pan and pureed at the end: a pan dish (issue 42 item 11).
      preparationMethod: "Pan",
      ingredients: ["200 g rode linzen", "1 l groentebouillon", "1 tl komijn", "1 wortel"],
      instructions:
        "Fruit de ui en de komijn in een pan.\nVoeg linzen en bouillon toe en kook 20 minuten.\nPureer de soep met de staafmixer.",
      prepTime: 45,
      calories: 320,
      servings: 4,
      icons: ["protein", "vegetable", "hot", "soup"],
      guessed: ["proteinType", "preparationMethod", "icons"],
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
      guessed: ["chapter", "proteinType", "preparationMethod", "icons"],
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

  it("a stew with marinating time, tools and tips: work and waiting apart, the tips out of the steps", () => {
    const { draft, warnings } = readRecipe({ html: page("stoofpot-tools-tips.html") }, null);
    expect(draft).toMatchObject({
      name: "Kalfsstoofpot met wortel en tijm",
      chapter: "Diner",
      proteinType: "Kalfsvlees",
      preparationMethod: "Pan",
      instructions: [
        "Snijd het vlees in blokken en meng het met de tijm en 1 el olie.",
        "Laat het afgedekt 2 uur in de koelkast marineren.",
        "Verhit de rest van de olie in een stoofpan en bak het vlees rondom bruin.",
        "Voeg ui, wortel en bouillon toe en laat alles 1,5 uur zachtjes stoven.",
      ].join("\n"),
      // 20 minutes of work; the stewing (in a pan, but on its own) and the marinating wait.
      prepTime: 20,
      waitTime: 220,
      servings: 4,
      calories: 410,
      intro:
        "Een rustige stoofpot voor de zondag: het vlees marineert een paar uur en stooft daarna zachtjes gaar terwijl jij iets anders doet.",
      tools: ["Stoofpan met deksel", "Schaal met deksel", "Snijplank"],
      tips: "Geen kalfsvlees? Kipdijen zijn in 45 minuten gaar.\nEen dag van tevoren gemaakt is de stoofpot nog lekkerder.",
      // Whether the 1.5 hours on the stove were work was read from the text: for the administrator to confirm.
      guessed: ["proteinType", "preparationMethod", "waitTime", "icons"],
    });
    expect(warnings).toEqual([]);
  });

  it("times, tools and texts in shapes no one should send: left out or cut, never an error", () => {
    const recipe = (fields: Record<string, unknown>) =>
      readRecipe(
        {
          jsonld: {
            "@type": "Recipe",
            name: "Kipsalade",
            recipeIngredient: ["120 g kip"],
            recipeInstructions: [{ "@type": "HowToStep", text: "Meng." }],
            ...fields,
          },
        },
        null,
      );
    const nonsense = recipe({
      prepTime: "20 minuten",
      cookTime: "PT-5M",
      totalTime: 45,
      description: { "@type": "Thing" },
      tool: [null, 3, { "@type": "HowToTool" }, "", "Garde", "Garde", "x".repeat(150)],
      recipeInstructions: [
        { "@type": "HowToStep", text: "Meng." },
        { "@type": ["HowToTip"], text: ["Lekker koud."] },
      ],
    });
    expect(nonsense.draft).toMatchObject({
      prepTime: 15,
      waitTime: null,
      intro: null,
      tools: ["3", "Garde", "x".repeat(100)],
      tips: "Lekker koud.",
      instructions: "Meng.",
    });
    expect(nonsense.warnings).toEqual([]);

    // Only a total: all of it work, as far as anyone can tell.
    expect(recipe({ totalTime: "PT1H30M" }).draft).toMatchObject({ prepTime: 90, waitTime: null });
    // Missing parts: the prep is what the total holds beyond the baking.
    expect(
      recipe({ cookTime: "PT40M", totalTime: "PT55M", recipeInstructions: "Bak in de oven." }).draft,
    ).toMatchObject({ preparationMethod: "Oven", prepTime: 15, waitTime: 40 });
    // A week of fermenting does not fit the form: cut, and said.
    const long = recipe({ prepTime: "PT30M", totalTime: "P7DT30M" });
    expect(long.draft).toMatchObject({ prepTime: 30, waitTime: 2880 });
    expect(long.warnings).toEqual([
      "Een tijd op de pagina was langer dan het formulier toestaat en is ingekort; controleer de bereidingstijd en de wachttijd.",
    ]);
    expect(recipe({ prepTime: "P99999999999999999999DT1H" }).draft.prepTime).toBe(1440);

    // A description longer than the intro field: whole sentences, else whole words.
    const sentences = `${"Een zin van precies dertig tekens lang. ".repeat(14)}`.trim();
    const intro = recipe({ description: sentences }).draft.intro ?? "";
    expect(intro.length).toBeLessThanOrEqual(500);
    expect(intro).toMatch(/lang\.$/);
    const words = recipe({ description: "woord ".repeat(200) }).draft.intro ?? "";
    expect(words).toMatch(/^(woord ){82}woord…$/);
    expect(recipe({ description: "Kipsalade" }).draft.intro).toBeNull();
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

import { describe, expect, it } from "vitest";

import { guessMethod } from "./guess";
import { readRecipe } from "./read-page";

describe("issue 42 item 11: the method the steps cook with", () => {
  it.each([
    [
      "a soup cooked in a pan and pureed at the end",
      "Fruit de ui in een soeppan. Laat de soep 25 minuten koken. Pureer de soep met de staafmixer.",
      "Pan",
    ],
    ["a smoothie", "Doe alles in de blender en mix tot het glad is.", "Blender"],
    ["a smoothie of fruit (the noun)", "Snijd het fruit in stukken en mix het met de yoghurt.", "Blender"],
    ["a cold soup of cooked beets", "Pureer de gekookte bieten met de yoghurt. Zet koud weg.", "Blender"],
    [
      "an oven dish with a pan on the side",
      "Fruit de ui in een pan. Bak de schotel 30 minuten in de oven.",
      "Oven",
    ],
    ["steamed fish", "Stoom de vis 8 minuten.", "Stomen"],
    ["a stir-fry in a wok", "Roerbak de groenten 5 minuten in de wok.", "Pan"],
    ["a salad", "Meng de sla met de dressing.", "Koud"],
  ])("%s: %s", (_label, instructions, method) => {
    expect(guessMethod(instructions).value).toBe(method);
  });
});

describe("issue 42 item 11: the page import maps times as the collection does", () => {
  const soup = (fields: Record<string, unknown>) =>
    readRecipe(
      {
        jsonld: {
          "@type": "Recipe",
          name: "Tomatensoep",
          recipeCategory: "Soep",
          recipeIngredient: ["1 ui", "800 g tomaten", "1 l groentebouillon"],
          prepTime: "PT15M",
          cookTime: "PT25M",
          totalTime: "PT40M",
          ...fields,
        },
      },
      null,
    ).draft;

  it("a pan soup that simmers: 15 minutes of work, 25 of waiting, the pan, and the icons it implies", () => {
    const draft = soup({
      recipeInstructions: [
        "Fruit de ui in een soeppan.",
        "Voeg de tomaten en de bouillon toe en laat de soep 25 minuten zachtjes koken.",
        "Pureer de soep met een staafmixer.",
      ],
    });
    expect(draft).toMatchObject({
      chapter: "Soepen",
      proteinType: "Vegetarisch",
      preparationMethod: "Pan",
      prepTime: 15,
      waitTime: 25,
      icons: ["vegetable", "hot", "soup"],
      guessed: ["proteinType", "preparationMethod", "waitTime", "icons"],
    });
  });

  it("'kook alles 25 minuten' is waiting too", () => {
    const draft = soup({ recipeInstructions: "Fruit de ui. Voeg de rest toe en kook alles 25 minuten." });
    expect(draft).toMatchObject({ preparationMethod: "Pan", prepTime: 15, waitTime: 25 });
  });

  it("frying at the stove stays work: prep and cook add up", () => {
    const draft = soup({
      name: "Roerbakgroenten",
      recipeCategory: "Diner",
      prepTime: "PT10M",
      cookTime: "PT8M",
      totalTime: "PT18M",
      recipeInstructions: "Roerbak de groenten 8 minuten in de wok.",
    });
    expect(draft).toMatchObject({ preparationMethod: "Pan", prepTime: 18, waitTime: null });
  });

  it("an oven dish: the baking waits", () => {
    const draft = soup({
      name: "Ovenschotel",
      recipeCategory: "Diner",
      recipeIngredient: ["300 g kipfilet", "2 courgettes"],
      recipeInstructions: "Bak de schotel 25 minuten in de oven.",
    });
    expect(draft).toMatchObject({
      preparationMethod: "Oven",
      proteinType: "Kip",
      prepTime: 15,
      waitTime: 25,
      icons: ["protein", "vegetable", "hot"],
    });
  });
});

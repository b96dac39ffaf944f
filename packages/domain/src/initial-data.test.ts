import { describe, expect, it } from "vitest";

import { parseInitialData } from "./initial-data";

const recipe = {
  id: "r1",
  name: "Omelet",
  chapter: "Ontbijt",
  proteinType: "Ei",
  preparationMethod: "Pan",
  ingredients: ["2 stuks eieren"],
  instructions: "Bak.",
  imageUrl: null,
  icons: [],
  prepTime: 10,
  calories: null,
  airfryerTemp: null,
  airfryerTime: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  art: { version: "k3x9", alt: "Illustratie van Omelet: ei in een koekenpan" },
};

describe("initial data", () => {
  it("reads back the settings and the recipe the server inlined", () => {
    const text = JSON.stringify({ settings: { id: 1, heroImageUrl: "/hero.webp" }, recipe });
    expect(parseInitialData(text)).toEqual({ settings: { id: 1, heroImageUrl: "/hero.webp" }, recipe });
  });

  it("reads back the home page's first cards and counts", () => {
    const counts = {
      chapters: { alle: 1, ontbijt: 1 },
      proteinTypes: { Ei: 1 },
      preparationMethods: { Pan: 1 },
      diets: { vegetarisch: 1 },
    };
    const text = JSON.stringify({ firstPage: { cards: [recipe], counts, total: 1 } });
    expect(parseInitialData(text)).toEqual({ firstPage: { cards: [recipe], counts, total: 1 } });
    // A count that is not a number, or a card without its ingredients, is no first page.
    const broken = { chapters: { alle: "1" }, proteinTypes: {}, preparationMethods: {} };
    expect(
      parseInitialData(JSON.stringify({ firstPage: { cards: [recipe], counts: broken, total: 1 } })),
    ).toEqual({});
    const noIngredients = { ...recipe, ingredients: undefined };
    expect(
      parseInitialData(JSON.stringify({ firstPage: { cards: [noIngredients], counts, total: 1 } })),
    ).toEqual({});
  });

  it("reads back a recipe page's related recipes, and leaves out ones without a picture label", () => {
    const item = {
      id: "r2",
      name: "Shakshuka",
      imageUrl: null,
      prepTime: 25,
      art: { version: "k1", alt: "Shakshuka" },
    };
    expect(parseInitialData(JSON.stringify({ related: [item] }))).toEqual({ related: [item] });
    expect(parseInitialData(JSON.stringify({ related: [{ ...item, art: null }] }))).toEqual({});
    expect(parseInitialData(JSON.stringify({ related: { 0: item } }))).toEqual({});
  });

  it("leaves out what is missing, broken or of the wrong shape", () => {
    expect(parseInitialData(null)).toEqual({});
    expect(parseInitialData("{not json")).toEqual({});
    expect(parseInitialData("[1,2]")).toEqual({});
    expect(parseInitialData(JSON.stringify({ settings: { heroImageUrl: 3 }, recipe: { id: 7 } }))).toEqual(
      {},
    );
    expect(parseInitialData(JSON.stringify({ settings: { id: 1, heroImageUrl: null } }))).toEqual({
      settings: { id: 1, heroImageUrl: null },
    });
  });

  it("leaves out a recipe without its picture's label, so the app fetches it with one", () => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { art, ...unlabeled } = recipe;
    expect(parseInitialData(JSON.stringify({ recipe: unlabeled }))).toEqual({});
    expect(parseInitialData(JSON.stringify({ recipe: { ...recipe, art: { version: 1 } } }))).toEqual({});
  });
});

import { describe, expect, it } from "vitest";

import type { ArtRecipe } from "./compose";
import { artVersion, composeArt } from "./compose";
import { recipeArtPath } from "./label";

function recipe(overrides: Partial<ArtRecipe> = {}): ArtRecipe {
  return {
    name: "Omelet met spinazie",
    chapter: "Ontbijt",
    proteinType: "Ei",
    preparationMethod: "Pan",
    ingredients: ["2 eieren", "100 g spinazie", "1 tl olijfolie"],
    instructions: "Klop de eieren los.\nBak de omelet in de olijfolie en vouw hem dubbel.",
    icons: ["egg", "hot"],
    ...overrides,
  };
}

describe("composeArt", () => {
  it("draws an omelet's egg in a pan with its spinach", () => {
    const art = composeArt(recipe());
    expect(art.vessel).toBe("pan");
    expect(art.dish).toEqual({ form: "omelet", base: null });
    expect(art.protein).toEqual({ kind: "egg", line: "2 eieren", cut: "whole" });
    expect(art.garnishes.map((g) => g.key)).toEqual(["spinazie"]);
  });

  it("finds staples by Dutch plurals and diminutives", () => {
    const art = composeArt(
      recipe({ ingredients: ["2 eieren", "100 g cherrytomaatjes", "4 radijsjes", "2 lente-uitjes"] }),
    );
    expect(art.garnishes.map((g) => g.key)).toEqual(["tomaat", "radijs", "lenteui"]);
  });

  it("never takes a spice, a dried herb or horseradish for the fresh thing", () => {
    const art = composeArt(
      recipe({
        ingredients: [
          "2 eieren",
          "1 tl gerookt paprikapoeder",
          "1 tl gedroogde oregano",
          "1 tl geraspte mierikswortel",
          "½ tl nootmuskaat",
          "100 ml groentebouillon",
        ],
      }),
    );
    expect(art.garnishes).toEqual([]);
    expect(art.protein?.kind).toBe("egg");
  });

  it("draws no protein that no ingredient line names, whatever the protein type says", () => {
    expect(composeArt(recipe({ proteinType: "Kip", ingredients: ["200 g broccoli"] })).protein).toBeNull();
  });

  it("recognises veal meatballs, salmon and white fish from their lines", () => {
    const kind = (line: string, proteinType: ArtRecipe["proteinType"]) =>
      composeArt(recipe({ proteinType, ingredients: [line] })).protein?.kind;
    expect(kind("125 g kalfsgehakt", "Kalfsgehakt")).toBe("meatballs");
    expect(kind("120 g zalmfilet", "Vis")).toBe("salmon");
    expect(kind("150 g kabeljauwfilet", "Vis")).toBe("whitefish");
    expect(kind("130 g kippendijfilet", "Kip")).toBe("chicken");
    expect(kind("150 g kikkererwten (uit pot)", "Kikkererwten")).toBe("chickpeas");
  });

  it("steams a hot soup and not a cold one", () => {
    const soup = { chapter: "Soepen", preparationMethod: "Blender" } as const;
    expect(composeArt(recipe({ ...soup, name: "Broccolisoep", icons: ["hot"] }))).toMatchObject({
      vessel: "soupBowl",
      steam: true,
    });
    expect(composeArt(recipe({ ...soup, name: "Koude komkommersoep", icons: ["cold"] }))).toMatchObject({
      vessel: "soupBowl",
      steam: false,
    });
  });

  it("chooses the vessel from the method and chapter", () => {
    const vessel = (overrides: Partial<ArtRecipe>) => composeArt(recipe(overrides)).vessel;
    expect(
      vessel({ name: "Groene smoothie", preparationMethod: "Blender", chapter: "Smoothies & Ovenhapjes" }),
    ).toBe("glass");
    expect(vessel({ name: "Vis uit de oven", preparationMethod: "Oven", chapter: "Diner" })).toBe("ovenDish");
    expect(vessel({ name: "Kip uit de airfryer", preparationMethod: "Airfryer", chapter: "Diner" })).toBe(
      "airfryerBasket",
    );
    expect(vessel({ name: "Gestoomde vis", preparationMethod: "Stomen", chapter: "Diner" })).toBe("steamer");
    expect(vessel({ name: "Tomatensalade", preparationMethod: "Koud", chapter: "Lunch" })).toBe("bowl");
    expect(vessel({ name: "Roggebrood met ham", preparationMethod: "Koud", chapter: "Lunch" })).toBe("board");
    expect(vessel({ name: "Ham met sla", preparationMethod: "Koud", chapter: "Lunch" })).toBe("plate");
  });

  it("shows at most three staples, the ones the name mentions first", () => {
    const art = composeArt(
      recipe({
        name: "Omelet met prei en dille",
        ingredients: [
          "2 eieren",
          "1 ui",
          "100 g tomaten",
          "50 g spinazie",
          "1 prei",
          "1 el dille",
          "1 el bieslook",
        ],
      }),
    );
    expect(art.garnishes.map((g) => g.key)).toEqual(["prei", "dille", "tomaat"]);
  });

  it("is the same for the same recipe and differs between recipes", () => {
    expect(composeArt(recipe())).toEqual(composeArt(recipe()));
    expect(composeArt(recipe()).seed).not.toBe(composeArt(recipe({ name: "Omelet met veel spinazie" })).seed);
  });
});

describe("recipeArtPath", () => {
  it("names the picture by id, format, theme and a version that follows the content", () => {
    const path = recipeArtPath({ ...recipe(), id: "abc" }, { theme: "dark" });
    expect(path).toMatch(/^\/art\/recipe\/abc\.svg\?v=[0-9a-z]+&theme=dark$/);
    expect(recipeArtPath({ ...recipe(), id: "abc" }, { format: "png" })).toMatch(
      /^\/art\/recipe\/abc\.png\?v=/,
    );
    expect(artVersion(composeArt(recipe()))).not.toBe(
      artVersion(composeArt(recipe({ ingredients: ["2 eieren", "100 g tomaten"] }))),
    );
  });
});

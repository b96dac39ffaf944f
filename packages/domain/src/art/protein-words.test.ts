import { describe, expect, it } from "vitest";

import { nlArt } from "@repo/strings";

import type { ArtRecipe } from "./compose";
import { composeArt } from "./compose";
import { recipeImageAlt } from "./label";
import { artRecipe } from "./test-recipe";

const alt = (overrides: Partial<ArtRecipe>) =>
  recipeImageAlt({ ...artRecipe(overrides), imageUrl: null }, nlArt).replace(/^Illustratie van [^:]+: /, "");

describe("a protein drawn as a kindred one is named as the recipe names it", () => {
  it("says 'tempeh' where the picture draws tempeh as tofu", () => {
    const text = alt({
      name: "Tempeh met spitskoolsalade",
      proteinType: "Sojabonen",
      ingredients: ["200 g tempeh", "200 g spitskool"],
      instructions: "Snijd de tempeh in plakken van ½ cm.",
    });
    expect(text).toContain("tempeh");
    expect(text).not.toContain("tofu");
  });

  it("says 'kalkoen' for turkey and 'biefstuk' for beef, drawn as chicken and veal", () => {
    const turkey: Partial<ArtRecipe> = {
      name: "Kalkoen met spinazie",
      proteinType: "Kip",
      ingredients: ["150 g kalkoenfilet"],
    };
    expect(composeArt(artRecipe(turkey)).protein?.kind).toBe("chicken");
    expect(alt(turkey)).toMatch(/^kalkoen\b/);
    expect(alt(turkey)).not.toContain("kip");
    const beef: Partial<ArtRecipe> = {
      name: "Biefstuk met bonen",
      proteinType: "Kalfsvlees",
      ingredients: ["2 biefstukken"],
    };
    expect(composeArt(artRecipe(beef)).protein?.kind).toBe("veal");
    expect(alt(beef)).toMatch(/^biefstuk\b/);
  });

  it("draws garnalen and mosselen as shellfish of their own, makreel and haring as fish", () => {
    const kind = (line: string) =>
      composeArt(artRecipe({ proteinType: "Vis", ingredients: [line] })).protein?.kind;
    expect(kind("300 g rauwe garnalen (gepeld)")).toBe("shrimp");
    expect(kind("150 g rauwe gamba's (gepeld)")).toBe("shrimp");
    expect(kind("2 kg mosselen (zonder schelp ongeveer 500 g)")).toBe("mussels");
    expect(kind("300 g makreelfilet")).toBe("trout");
    expect(kind("1 maatjesharing")).toBe("whitefish");
    expect(alt({ proteinType: "Vis", ingredients: ["1 maatjesharing"] })).toMatch(/^haring\b/);
    expect(alt({ proteinType: "Vis", ingredients: ["2 kg mosselen"] })).toMatch(/^mosselen\b/);
  });

  it("names kwark as kwark, on its own and spread as a bed", () => {
    expect(alt({ proteinType: "Yoghurt", chapter: "Ontbijt", ingredients: ["200 g magere kwark"] })).toMatch(
      /^kwark\b/,
    );
    const bed = alt({
      name: "Geroosterde bieten op dillekwark",
      proteinType: "Yoghurt",
      preparationMethod: "Oven",
      ingredients: ["600 g rode bieten", "400 g magere kwark"],
      instructions: "Strijk de dillekwark uit over twee borden.",
    });
    expect(bed).toContain("op een laag kwark");
    expect(bed).not.toContain("yoghurt");
  });
});

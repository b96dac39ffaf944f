import { describe, expect, it } from "vitest";

import type { ProteinType } from "../recipe/options";
import type { ProteinKind } from "./proteins";
import { composeArt } from "./compose";
import { PROTEIN_FAMILY } from "./proteins";
import { artRecipe } from "./test-recipe";

describe("the sauce a dish is drawn in comes from its ingredient lines", () => {
  const curry = artRecipe({
    name: "Bonencurry met spinazie",
    chapter: "Diner",
    proteinType: "Peulvruchten",
    ingredients: ["250 g witte bonen", "200 g spinazie", "1 tl kerriepoeder", "½ tl kurkuma"],
  });

  it("draws a curry with spinach wilted in golden, not green", () => {
    expect(composeArt(curry).liquid).toBe("curry");
  });

  it("draws a soup of beans cooked in tinned tomatoes red, however pale its beans", () => {
    const art = composeArt(
      artRecipe({
        name: "Bruinebonensoep met prei",
        chapter: "Soepen",
        proteinType: "Peulvruchten",
        ingredients: [
          "400 g bruine bonen",
          "1 prei",
          "400 g tomatenblokjes (uit blik)",
          "1 l groentebouillon",
        ],
      }),
    );
    expect(art.liquid).toBe("tomaat");
  });

  it("keeps a soup green that is made of a green vegetable, even with a spoon of tomato paste", () => {
    const art = composeArt(
      artRecipe({
        name: "Broccolisoep met tomaat",
        chapter: "Soepen",
        ingredients: ["500 g broccoli", "1 el tomatenpuree", "1 l groentebouillon"],
      }),
    );
    expect(art.liquid).toBe("broccoli");
  });

  it("keeps a green curry green", () => {
    const art = composeArt(
      artRecipe({
        name: "Groene curry met tofu",
        ingredients: ["200 g tofu", "200 g spinazie", "1 el groene currypasta"],
      }),
    );
    expect(art.liquid).toBe("spinazie");
  });

  it("stews meat in tomatoes as a red ragù and without them in a brown sauce", () => {
    const stew = (extra: string[]) =>
      composeArt(
        artRecipe({
          name: "Stoofpotje van kip",
          proteinType: "Kip",
          ingredients: ["400 g kippendijfilet", "2 wortels", ...extra],
          instructions: "Stoof de kip in een braadpan.",
        }),
      ).liquid;
    expect(stew(["1 blik tomatenblokjes (400 g)"])).toBe("ragu");
    expect(stew(["250 ml kippenbouillon"])).toBe("stew");
  });

  it("gives a lasagne's layers the ragù of its mince and tomatoes", () => {
    const art = composeArt(
      artRecipe({
        name: "Lasagne van aubergine",
        proteinType: "Kalfsgehakt",
        preparationMethod: "Oven",
        ingredients: ["300 g kalfsgehakt", "2 aubergines", "1 blik tomatenblokjes (400 g)"],
        instructions: "Bak het gehakt rul en leg om en om een laag aubergine en een laag saus.",
      }),
    );
    expect([art.dish.form, art.liquid, art.protein?.cut]).toEqual(["bake", "ragu", "crumbles"]);
  });

  it("puts a portobello's filling on its tomato, and names a dip a dip", () => {
    const pizza = composeArt(
      artRecipe({
        name: "Gevulde portobello's met mozzarella",
        proteinType: "Mozzarella",
        preparationMethod: "Airfryer",
        ingredients: ["2 portobello's", "1 el tomatenpuree", "60 g mozzarella"],
      }),
    );
    expect([pizza.dish, pizza.liquid, pizza.protein?.kind]).toEqual([
      { form: "stuffed", base: "portobello" },
      "tomaat",
      "mozzarella",
    ]);
    const hummus = composeArt(
      artRecipe({
        name: "Hummus met bieten",
        chapter: "Snacks",
        proteinType: "Kikkererwten",
        preparationMethod: "Blender",
        ingredients: ["240 g kikkererwten", "1 gekookte biet"],
      }),
    );
    expect([hummus.dish.form, hummus.vessel]).toEqual(["dip", "bowl"]);
  });
});

describe("the new foods are drawn as the protein they are, in their recipe's protein type", () => {
  it.each([
    ["300 g gepelde garnalen", "Vis", "shrimp"],
    ["1 kg mosselen", "Vis", "mussels"],
    ["2 gerookte makreelfilets", "Vis", "oilyfish"],
    ["4 maatjesharingen", "Vis", "oilyfish"],
    ["300 g kalkoenfilet", "Kip", "turkey"],
    ["300 g runderreepjes", "Kalfsvlees", "beef"],
    ["2 biefstukjes", "Kalfsvlees", "beef"],
    ["250 g rundergehakt", "Kalfsgehakt", "meatballs"],
    ["250 g magere kwark", "Yoghurt", "kwark"],
    ["200 g tempeh", "Sojabonen", "tempeh"],
  ] as const)("draws '%s' (%s) as %s", (line, proteinType: ProteinType, kind: ProteinKind) => {
    const art = composeArt(
      artRecipe({ name: "Gerecht met groente", proteinType, ingredients: ["1 ui", line, "1 courgette"] }),
    );
    expect(art.protein?.kind).toBe(kind);
    expect(PROTEIN_FAMILY[proteinType]).toContain(kind);
  });

  it("never takes stock or a sauce for the meat or fish it is made from", () => {
    const art = composeArt(
      artRecipe({ proteinType: "Vegetarisch", ingredients: ["500 ml runderbouillon", "200 g tofu"] }),
    );
    expect(art.protein?.kind).toBe("tofu");
  });

  it("puts kwark with fruit in a bowl, as yoghurt is", () => {
    const art = composeArt(
      artRecipe({
        name: "Kwark met aardbeien",
        chapter: "Ontbijt",
        proteinType: "Yoghurt",
        preparationMethod: "Koud",
        ingredients: ["250 g magere kwark", "150 g aardbeien"],
      }),
    );
    expect([art.dish.form, art.vessel, art.liquid]).toEqual(["yoghurtBowl", "bowl", "kwark"]);
  });
});

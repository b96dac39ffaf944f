import { describe, expect, it } from "vitest";

import type { ProteinKind } from "@repo/domain";
import { glyphKey, liquidColour, renderRecipeArt } from "@repo/art";
import { SEED_RECIPES } from "@repo/db";
import { composeArt, PROTEIN_FAMILY, PROTEIN_KINDS } from "@repo/domain";

const composed = SEED_RECIPES.map((recipe) => ({ recipe, art: composeArt(recipe) }));

function seed(prefix: string) {
  const found = composed.find(({ recipe }) => recipe.name.startsWith(prefix));
  if (!found) throw new Error(`no seed recipe named '${prefix}...'`);
  return found;
}

/** Whether a colour reads as green: its green channel leads. */
function isGreen(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  return g > r && g > b;
}

describe("every bundled picture shows its own dish", () => {
  it("draws every recipe's protein as one its protein type stands for", () => {
    const wrong = composed.filter(
      ({ recipe, art }) => art.protein && !PROTEIN_FAMILY[recipe.proteinType].includes(art.protein.kind),
    );
    expect(wrong.map(({ recipe, art }) => `${recipe.name}: ${art.protein?.kind}`)).toEqual([]);
  });

  it("never draws a sauce or soup cooked in tomatoes or curry green", () => {
    const saucy = composed.filter(
      ({ recipe, art }) =>
        art.liquid && recipe.ingredients.some((line) => /tomatenblokjes|passata|kerrie|kurkuma/i.test(line)),
    );
    expect(saucy.length).toBeGreaterThan(5);
    const green = saucy.filter(({ art }) => isGreen(liquidColour(art.liquid)));
    expect(green.map(({ recipe }) => recipe.name)).toEqual([]);
  });

  it("shows Pizzaportobello's as caps of tomato and melted mozzarella, without an egg", () => {
    const { art } = seed("Pizzaportobello's");
    expect([art.dish, art.protein?.kind, art.liquid]).toEqual([
      { form: "stuffed", base: "portobello" },
      "mozzarella",
      "tomaat",
    ]);
    const svg = renderRecipeArt(art);
    // The egg's yolk is the egg-filled portobello's, and only its.
    expect(svg).not.toContain("#f2a81a");
    expect(renderRecipeArt(seed("Eitje in een portobello").art)).toContain("#f2a81a");
    expect(svg).toContain("#fdf3d4");
  });

  it("draws the Kikkererwtencurry golden with its chickpeas, cauliflower and spinach", () => {
    const { art } = seed("Kikkererwtencurry");
    expect([art.liquid, art.protein?.kind]).toEqual(["curry", "chickpeas"]);
    expect(art.garnishes.map((g) => g.key)).toEqual(expect.arrayContaining(["bloemkool", "spinazie"]));
  });

  it("layers the Courgettelasagne with courgette and a red ragù of mince", () => {
    const { art } = seed("Courgettelasagne");
    expect([art.dish.form, art.liquid, art.protein?.cut]).toEqual(["bake", "ragu", "crumbles"]);
    expect(renderRecipeArt(art)).toContain(liquidColour("ragu"));
  });

  it("shows the kale in the Wittebonensoep, cooked in its tomatoes", () => {
    const { art } = seed("Wittebonensoep met boerenkool");
    expect(art.liquid).toBe("tomaat");
    expect(art.garnishes.find((g) => g.key === "boerenkool")?.named).toBe(true);
  });

  it("stews the Kip cacciatore's chicken in a tomato sauce, not as the veal stew", () => {
    const cacciatore = seed("Kip cacciatore").art;
    const veal = seed("Kalfsstoofpotje").art;
    expect([cacciatore.protein?.kind, cacciatore.liquid]).toEqual(["chicken", "ragu"]);
    expect(veal.liquid).toBe("stew");
    expect(glyphKey(cacciatore)).not.toBe(glyphKey(veal));
  });

  it("lays the caprese's tomatoes and mozzarella in turn, not four balls of mozzarella", () => {
    const { art } = seed("Caprese");
    expect(glyphKey(art)).toBe("caprese");
    expect(glyphKey(seed("Tosti van roggebrood met mozzarella").art)).not.toBe("caprese");
  });

  it("spoons the Wittebonendip and the tzatziki into a bowl as dips, not as soups", () => {
    for (const name of ["Wittebonendip", "Tzatziki"]) {
      const { art } = seed(name);
      expect([art.dish.form, art.vessel, art.steam], name).toEqual(["dip", "bowl", false]);
    }
  });
});

describe("every protein a recipe can have is drawn its own way", () => {
  it("shows the meat or fish of an oven dish on its layers, as it shows cheese and mince", () => {
    const bake = (line: string) =>
      renderRecipeArt(
        composeArt({
          name: "Ovenschotel met prei",
          chapter: "Diner",
          proteinType: "Kip",
          preparationMethod: "Oven",
          ingredients: [line, "2 preien"],
          instructions: "",
          icons: [],
        }),
      );
    // The turkey fillet's pale flesh lies on the bake; without turkey it does not.
    expect(bake("300 g kalkoenfilet")).toContain("#f1d2a0");
    expect(bake("300 g kipfilet")).not.toContain("#f1d2a0");
  });

  const LINES: Record<ProteinKind, string> = {
    meatballs: "300 g kalfsgehaktballetjes",
    salmon: "2 zalmfilets",
    trout: "2 forelfilets",
    oilyfish: "2 makreelfilets",
    shrimp: "200 g garnalen",
    mussels: "1 kg mosselen",
    whitefish: "2 kabeljauwfilets",
    chicken: "2 kipfilets",
    turkey: "2 kalkoenfilets",
    veal: "2 kalfsoesters",
    beef: "2 biefstukken",
    ham: "4 plakjes beenham",
    egg: "4 eieren",
    mozzarella: "125 g mozzarella",
    goatcheese: "100 g geitenkaas",
    cottagecheese: "200 g cottage cheese",
    yoghurt: "200 g Griekse yoghurt",
    kwark: "250 g magere kwark",
    nuts: "50 g walnoten",
    chickpeas: "240 g kikkererwten",
    lentils: "150 g linzen",
    soy: "150 g edamame",
    tofu: "200 g tofu",
    tempeh: "200 g tempeh",
    beans: "240 g witte bonen",
  };

  it("gives each kind a drawing of its own, so the picture never shows another protein", () => {
    const pictures = new Map<string, ProteinKind>();
    for (const kind of PROTEIN_KINDS) {
      const art = composeArt({
        name: "Gerecht",
        chapter: "Lunch",
        proteinType: "Vegetarisch",
        preparationMethod: "Koud",
        ingredients: [LINES[kind]],
        instructions: "",
        icons: [],
      });
      expect(art.protein?.kind, LINES[kind]).toBe(kind);
      const svg = renderRecipeArt(art);
      expect(pictures.get(svg), kind).toBeUndefined();
      pictures.set(svg, kind);
    }
  });
});

import { describe, expect, it } from "vitest";

import type { ProteinKind, StapleKey } from "@repo/domain";
import { BACKGROUNDS, CERAMICS, glyphKey, PLATES, renderRecipeArt } from "@repo/art";
import { SEED_RECIPES } from "@repo/db";
import { composeArt, recipeImageAlt } from "@repo/domain";
import { nlArt } from "@repo/strings";

import { contrast } from "./contrast";

// What each drawn part looks like in an ingredient line, written out here independently of the
// matcher: a part the picture shows must come from a line that names it.
const STAPLE_IN_LINE: Record<StapleKey, RegExp> = {
  lenteui: /lente-ui/,
  tomaat: /toma|kumato/,
  komkommer: /komkommer/,
  paprika: /paprika(?!poeder)/,
  courgette: /courgette/,
  broccoli: /broccoli/,
  spinazie: /spinazie/,
  wortel: /(?<!mieriks)wortel/,
  pastinaak: /pastina/,
  ui: /\bui\b|\buien\b|uitje|sjalot/,
  prei: /prei/,
  venkel: /venkel(?!zaad)/,
  asperge: /asperge/,
  boerenkool: /boerenkool/,
  spruitjes: /spruit/,
  kool: /kool/,
  bloemkool: /bloemkool/,
  champignon: /champignon|shiitake|paddenstoel/,
  avocado: /avocado/,
  appel: /appel/,
  peer: /\bpeer\b|\bperen\b/,
  framboos: /framboos|frambozen/,
  aardbei: /aardbei/,
  blauwebes: /bessen/,
  kiwi: /kiwi/,
  citroen: /citroen/,
  limoen: /limoen/,
  sinaasappel: /sinaasappel/,
  radijs: /radijs/,
  rucola: /rucola/,
  sla: /sla\b/,
  sperziebonen: /sperzie/,
  peultjes: /peultje|sugarsnap/,
  erwten: /(?<!kikker)erwt/,
  biet: /biet/,
  pompoen: /pompoen/,
  aubergine: /aubergine/,
  paksoi: /paksoi/,
  witlof: /witlof/,
  selderij: /bleekselderij/,
  olijf: /olijf|olijven/,
  knoflook: /knoflook(?!poeder)/,
  gember: /gember(?!poeder)/,
  basilicum: /basilicum/,
  peterselie: /peterselie/,
  bieslook: /bieslook/,
  dille: /dille/,
  munt: /munt/,
  koriander: /koriander/,
  tijm: /tijm/,
  rozemarijn: /rozemarijn/,
  salie: /salie/,
};

const PROTEIN_IN_LINE: Record<ProteinKind, RegExp> = {
  meatballs: /gehakt/,
  salmon: /zalm/,
  trout: /forel|makreel/,
  whitefish: /kabeljauw|schelvis|koolvis|zeebaars|vis|haring/,
  shrimp: /garnalen|gamba/,
  mussels: /mosselen/,
  chicken: /\bkip|kalkoen/,
  veal: /kalfs|runder|biefstuk/,
  ham: /ham/,
  egg: /\bei\b|eieren|eitje/,
  mozzarella: /mozzarella/,
  goatcheese: /geitenkaas/,
  cottagecheese: /cottage cheese/,
  yoghurt: /yoghurt|kwark/,
  nuts: /walno|amandelen|hazelno|cashew|noten/,
  chickpeas: /kikkererwt/,
  lentils: /linzen/,
  soy: /edamame|soja/,
  tofu: /tofu|tempeh/,
  beans: /bonen|boontjes/,
};

describe("the bundled collection's pictures", () => {
  const composed = SEED_RECIPES.map((recipe) => ({ recipe, art: composeArt(recipe) }));

  it.each(composed.map(({ recipe, art }) => [recipe.name, recipe, art] as const))(
    "%s shows only what its recipe contains",
    (_name, recipe, art) => {
      const lines = recipe.ingredients.map((line) => line.toLowerCase());
      if (art.protein) {
        expect(lines).toContain(art.protein.line.toLowerCase());
        expect(art.protein.line.toLowerCase()).toMatch(PROTEIN_IN_LINE[art.protein.kind]);
      }
      for (const garnish of art.garnishes) {
        const line = garnish.line.toLowerCase();
        expect(lines).toContain(line);
        expect(line).toMatch(STAPLE_IN_LINE[garnish.key]);
        expect(line).not.toMatch(/gedroogd|gemalen|poeder/);
      }
      expect(art.garnishes.length).toBeLessThanOrEqual(3);
      // A staple is shown once, but each kind of tomato a salad names is shown.
      expect(new Set(art.garnishes.map((g) => g.line)).size).toBe(art.garnishes.length);
    },
  );

  it("gives every recipe with a protein source in its lines that protein", () => {
    const without = composed.filter(
      ({ recipe, art }) => !art.protein && recipe.proteinType !== "Vegetarisch",
    );
    expect(without.map(({ recipe }) => recipe.name)).toEqual([]);
  });

  it("gives most recipes two or three staples beside the protein", () => {
    const few = composed.filter(({ art }) => art.garnishes.length < 2);
    expect(few.length).toBeLessThanOrEqual(3);
  });

  it("steams hot soups only", () => {
    for (const { recipe, art } of composed) {
      if (art.vessel !== "soupBowl") continue;
      const cold = /\bkoude?\b/i.test(recipe.name) || recipe.icons.includes("cold");
      expect(art.steam, recipe.name).toBe(!cold);
    }
  });

  it("draws no two recipes alike, in light or dark", () => {
    for (const theme of ["light", "dark"] as const) {
      const pictures = new Set(composed.map(({ art }) => renderRecipeArt(art, { theme })));
      expect(pictures.size).toBe(SEED_RECIPES.length);
    }
  });

  it("puts smoothies in a glass and meatballs, fish and eggs where the recipe says", () => {
    for (const { recipe, art } of composed) {
      const name = recipe.name.toLowerCase();
      if (name.includes("smoothie")) expect(art.vessel, recipe.name).toBe("glass");
      if (name.includes("gehaktballetjes")) expect(art.protein?.kind, recipe.name).toBe("meatballs");
      if (name.includes("zalm")) expect(art.protein?.kind, recipe.name).toBe("salmon");
      if (/kabeljauw|schelvis/.test(name)) expect(art.protein?.kind, recipe.name).toBe("whitefish");
      if (/omelet|roerei/.test(name)) expect(art.protein?.kind, recipe.name).toBe("egg");
    }
  });
});

describe("the bundled collection's pictures, as an editor looks at them", () => {
  const composed = SEED_RECIPES.map((recipe) => ({ recipe, art: composeArt(recipe) }));
  const alt = (recipe: (typeof SEED_RECIPES)[number]) => recipeImageAlt({ ...recipe, imageUrl: null }, nlArt);

  it("shows no glyph on more than 3 recipes unless they are the same dish", () => {
    const byGlyph = new Map<string, typeof composed>();
    for (const entry of composed) {
      const key = glyphKey(entry.art);
      byGlyph.set(key, [...(byGlyph.get(key) ?? []), entry]);
    }
    const repeated = [...byGlyph].filter(([key, entries]) => {
      if (key === "none" || entries.length <= 3) return false;
      // The same dish: one form in one vessel, such as every steamed white fish.
      const dishes = new Set(entries.map(({ art }) => `${art.dish.form}|${art.vessel}`));
      return dishes.size > 1;
    });
    expect(
      repeated.map(([key, entries]) => `${key}: ${entries.map((e) => e.recipe.name).join(", ")}`),
    ).toEqual([]);
  });

  it("draws the dish, not only its main ingredient", () => {
    const form = (name: string) => composed.find(({ recipe }) => recipe.name.startsWith(name))?.art;
    expect(form("Courgette-omelet")?.dish.form).toBe("omelet");
    expect(form("Zacht roerei")?.dish.form).toBe("scrambled");
    expect(form("Eiermuffins")?.vessel).toBe("muffinTin");
    expect(form("Eitje in een portobello")?.dish).toEqual({ form: "stuffed", base: "portobello" });
    expect(form("Warme kaneelappel")?.vessel).toBe("bowl");
    expect(form("Kipreepjes")?.protein?.cut).toBe("strips");
    expect(form("Kippendrumsticks")?.protein?.cut).toBe("drumsticks");
    expect(form("Kerrieschotel van spitskool")?.protein?.cut).toBe("crumbles");
    expect(form("Ovenschotel van aubergine")?.dish.form).toBe("bake");
    expect(form("Spiesjes van kalfsvlees")?.dish.form).toBe("skewers");
    expect(form("Zalmhapjes")?.dish.form).toBe("bites");
    expect(form("Ceviche")?.protein?.cut).toBe("cubes");
    expect(form("Zijden tofu")?.dish.form).toBe("broth");
    expect(form("Kalfsstoofpotje")?.vessel).toBe("pot");
    expect(form("Komkommerbootjes")?.dish).toEqual({ form: "stuffed", base: "komkommer" });
    expect(form("Caprese van drie soorten tomaat")?.garnishes.filter((g) => g.key === "tomaat")).toHaveLength(
      3,
    );
  });

  it("draws the bread of every recipe built on roggebrood or knäckebröd", () => {
    const withBread = composed.filter(({ recipe }) =>
      recipe.ingredients.some((line) => /roggebrood|knäckebröd/i.test(line)),
    );
    expect(withBread.length).toBeGreaterThan(0);
    for (const { recipe, art } of withBread)
      expect(["bread", "toastie"].includes(art.dish.form) || art.side !== null, recipe.name).toBe(true);
  });

  it("describes every picture in correct Dutch", () => {
    for (const { recipe, art } of composed) {
      const text = alt(recipe);
      expect(text, recipe.name).not.toMatch(/in een bord|in een plank|op een kom|op een pan/);
      if (art.protein?.kind === "yoghurt") expect(text, recipe.name).not.toMatch(/koekenpan/);
      if (/stoofpot/i.test(recipe.name)) expect(text, recipe.name).toMatch(/in een stoofpan/);
    }
  });

  it("sets plates and bowls apart from every background", () => {
    for (const background of [...BACKGROUNDS.light, ...BACKGROUNDS.dark])
      for (const tone of [...PLATES, ...CERAMICS])
        expect(contrast(background, tone), `${tone} on ${background}`).toBeGreaterThanOrEqual(1.5);
  });
});

import { describe, expect, it } from "vitest";

import type { ProteinKind, StapleKey } from "@repo/domain";
import { SEED_RECIPES } from "@repo/db";
import { composeArt } from "@repo/domain";
import { renderRecipeArt } from "@repo/ui/art";

// What each drawn part looks like in an ingredient line, written out here independently of the
// matcher: a part the picture shows must come from a line that names it.
const STAPLE_IN_LINE: Record<StapleKey, RegExp> = {
  lenteui: /lente-ui/,
  tomaat: /toma/,
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
  trout: /forel/,
  whitefish: /kabeljauw|schelvis|koolvis|zeebaars|vis/,
  chicken: /\bkip/,
  veal: /kalfs/,
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
      expect(new Set(art.garnishes.map((g) => g.key)).size).toBe(art.garnishes.length);
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

import type { RecipeArt } from "@repo/domain";

/** The colours of a protein's piece on a skewer or a bite: crust and flesh. */
const PIECE: Record<string, readonly [string, string]> = {
  veal: ["#7d3f2a", "#b5654a"],
  chicken: ["#c98436", "#f0c27e"],
  salmon: ["#e0784a", "#f7a27a"],
  whitefish: ["#e8dcc6", "#fbf7ee"],
  tofu: ["#c8913a", "#f6e3ad"],
  tempeh: ["#a8773e", "#dcc08a"],
  trout: ["#d9846a", "#f2b09a"],
  turkey: ["#d9a66a", "#f1d2a0"],
  beef: ["#5a2c1e", "#c2545a"],
  oilyfish: ["#5c7891", "#d9b48a"],
  shrimp: ["#e0683f", "#f08a62"],
};

export function piece(art: RecipeArt): readonly [string, string] {
  return PIECE[art.protein?.kind ?? ""] ?? ["#9c5a3c", "#c07a55"];
}

import type { RecipeArt } from "@repo/domain";
import { SPOONED } from "@repo/domain";

import * as p from "./plated";
import { proteinDrawing } from "./protein-drawing";
import { at } from "./shapes";
import { STAPLE_ART } from "./staples";

// What lies on or beside a dish besides the dish itself: its protein, a vegetable it leads with.

/** Drawn in the bake itself: its cheese melted on top, its mince in the sauce. */
const IN_BAKE: readonly string[] = ["mozzarella", "goatcheese", "meatballs"];

/** The protein baked on top of the layers (chicken, fish, beans), unless a crust covers it. */
export function onBake(art: RecipeArt): string {
  const kind = art.protein?.kind;
  if (!kind || art.dish.base || IN_BAKE.includes(kind)) return "";
  return at(-50, -16, -8, 0.8, proteinDrawing(art));
}

/** On a dip, a few of what it is made of (beans, chickpeas); yoghurt and cheese are the dip itself. */
export function dipTopping(art: RecipeArt): string {
  const kind = art.protein?.kind;
  if (!kind || SPOONED.includes(kind) || kind === "cottagecheese") return "";
  return at(0, 0, 0, 0.5, proteinDrawing(art));
}

/** What lies on a smear: the protein, or (when the smear is the protein) the vegetable the name leads with. */
export function onSmear(art: RecipeArt): string {
  if (art.protein && !SPOONED.includes(art.protein.kind)) return proteinDrawing(art);
  const lead = art.garnishes[0];
  if (!lead) return "";
  if (lead.key === "wortel") return p.roastedCarrots();
  const drawn = STAPLE_ART[lead.key](lead.colour, lead.line);
  return at(-40, -20, -20, 0.9, drawn) + at(36, 16, 30, 0.9, drawn);
}

/** Cucumber boats carry slices of the radish the recipe names. */
export function radishes(art: RecipeArt): string {
  if (!art.garnishes.some((g) => g.key === "radijs")) return "";
  return [-40, 0, 40]
    .map(
      (x) => `<circle cx="${x}" cy="0" r="9" fill="#d8365a"/><circle cx="${x}" cy="0" r="6" fill="#f7e8ee"/>`,
    )
    .join("");
}

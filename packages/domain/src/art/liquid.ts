import type { Dish } from "./dish";
import type { ProteinKind } from "./proteins";
import type { StapleKey } from "./staples";
import type { ArtLine, Vessel, VesselRecipe } from "./vessel";
import { normalize } from "../text/normalize";
import { PROTEINS } from "./proteins";
import { sauceIn } from "./sauce";
import { STAPLES } from "./staples";
import { isSaucy } from "./vessel";

/**
 * What colours a soup, smoothie, sauce or bed: a staple, a protein, clear stock, oats, a meat
 * stew's brown sauce, or the golden brown of riced grains fried with spices.
 */
export type Liquid =
  | StapleKey
  | ProteinKind
  | "stock"
  | "oats"
  | "stew"
  | "fried"
  | "curry"
  /** Meat stewed in tomatoes: a ragù, a cacciatore. */
  | "ragu";

/** Staples that colour a liquid strongly win over pale ones. */
const STRONG: readonly Liquid[] = [
  "spinazie",
  "boerenkool",
  "broccoli",
  "erwten",
  "tomaat",
  "framboos",
  "biet",
  "wortel",
  "pompoen",
  "stock",
  "lentils",
  "oats",
];

/** Proteins that colour what they are blended or stirred into. */
const PALE_PROTEINS: readonly ProteinKind[] = ["yoghurt", "kwark", "cottagecheese", "lentils", "beans"];

/** Whether the name names the liquid's source, inside a compound too ('wittebonendip'). */
function named(name: string, liquid: Liquid): boolean {
  const pattern =
    liquid in STAPLES
      ? STAPLES[liquid as StapleKey].words
      : liquid in PROTEINS
        ? PROTEINS[liquid as ProteinKind]
        : liquid === "oats"
          ? /havermout/
          : null;
  return pattern ? new RegExp(pattern.source).test(name) : false;
}

/**
 * The colour of a soup, smoothie or sauce: a strongly colouring staple its name is made of
 * ('Broccolisoep'), else the sauce it is cooked in (tomatoes, curry), else what its name is
 * made of ('wittebonendip' is pale even with carrots to dip), else a strongly colouring staple,
 * else the first line's.
 */
export function chooseLiquid(recipe: VesselRecipe, lines: readonly ArtLine[]): Liquid | null {
  const blended = recipe.preparationMethod === "Blender";
  const candidates: Liquid[] = [];
  for (const { text, staple, protein } of lines) {
    if (!blended && /bouillon/i.test(text)) candidates.push("stock");
    if (/havermout/i.test(text)) candidates.push("oats");
    if (staple && STAPLES[staple].group !== "herb" && STAPLES[staple].group !== "aromatic")
      candidates.push(staple);
    if (protein && PALE_PROTEINS.includes(protein)) candidates.push(protein);
  }
  const name = normalize(recipe.name).split(/\s(?:met|van|op)\s/)[0] ?? "";
  // What the dish is made of ('Ragout van linzen'), not what comes with it ('met spinazie').
  const madeOf = normalize(recipe.name).split(/\s(?:met|op)\s/)[0] ?? "";
  // A herb sauce (salsa verde, pesto without greens) takes the colour of its first herb.
  const herb = lines.map(({ staple }) => staple).find((key) => key && STAPLES[key].group === "herb");
  return (
    candidates.find((c) => STRONG.includes(c) && c !== "stock" && named(madeOf, c)) ??
    sauceIn(lines) ??
    candidates.find((c) => named(name, c)) ??
    candidates.find((c) => STRONG.includes(c)) ??
    candidates[0] ??
    herb ??
    null
  );
}

/** Meat cooked down makes a brown sauce; pulses and vegetables keep the colour of theirs. */
const MEAT: readonly ProteinKind[] = ["chicken", "turkey", "veal", "beef", "meatballs", "ham"];

/** The liquid a vessel holds, if any: the dish's own, a soup's, a saucy bowl's. */
export function vesselLiquid(
  recipe: VesselRecipe,
  lines: readonly ArtLine[],
  dish: Dish,
  vessel: Vessel,
  protein: ProteinKind | null,
): Liquid | null {
  switch (dish.form) {
    case "broth":
      return "stock";
    case "stew": {
      if (!protein || !MEAT.includes(protein)) return chooseLiquid(recipe, lines) ?? "stew";
      const sauce = sauceIn(lines);
      return sauce === "tomaat" ? "ragu" : (sauce ?? "stew");
    }
    case "bake": {
      // The sauce between the layers; a crust of mash covers it.
      if (dish.base) return null;
      // Fresh tomatoes baked down make a tomato sauce too.
      const sauce = sauceIn(lines) ?? (lines.some(({ staple }) => staple === "tomaat") ? "tomaat" : null);
      return sauce === "tomaat" && protein && MEAT.includes(protein) ? "ragu" : sauce;
    }
    case "yoghurtBowl":
      // Oats soaked in the yoghurt overnight (birchermuesli) colour the bowl.
      if (lines.some(({ text }) => /havermout/i.test(text))) return "oats";
      return protein === "cottagecheese" || protein === "kwark" ? protein : "yoghurt";
    case "smear":
      return dish.base === "yoghurt" || dish.base === null ? "yoghurt" : (dish.base as StapleKey);
    case "mash":
      return (dish.base as StapleKey | null) ?? "bloemkool";
    case "grains":
      return /roerbak|\bwok\b/.test(normalize(recipe.instructions)) ? "fried" : null;
    case "eggsInSauce":
      return (dish.base as StapleKey | null) ?? "tomaat";
    case "dip":
      return chooseLiquid(recipe, lines);
    case "stuffed":
      // A filling on tomato, as on a pizza.
      return sauceIn(lines) === "tomaat" ? "tomaat" : null;
    default:
      break;
  }
  if (vessel !== "soupBowl" && vessel !== "glass" && !(vessel === "bowl" && isSaucy(recipe))) return null;
  return chooseLiquid(recipe, lines);
}

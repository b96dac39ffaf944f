import type { RecipeArt } from "@repo/domain";

import { cutArt } from "./cuts";
import { proteinArt } from "./proteins/protein-art";
import { circle, glare } from "./shapes";

export function eggStyle(art: RecipeArt): "fried" | "poached" | "halves" {
  // Fried rice ('nasi') is served with a fried egg on top.
  if (art.vessel === "pan" || art.dish.form === "grains") return "fried";
  return art.vessel === "soupBowl" ? "poached" : "halves";
}

/** A protein's own drawing in its cut. */
export function proteinDrawing(art: RecipeArt): string {
  if (!art.protein) return "";
  const { kind, cut, line } = art.protein;
  if (kind === "egg" && eggStyle(art) === "poached")
    return (
      '<path d="M-60 0 C-62 -40 50 -46 58 -6 C62 30 -52 40 -60 0Z" fill="#fffdf7"/>' +
      '<circle cx="0" cy="-2" r="24" fill="#f4b41a"/><circle cx="-7" cy="-9" r="8" fill="#f9d264"/>'
    );
  if (kind === "egg") return proteinArt(kind, line, eggStyle(art) === "fried" ? "pan" : "plate");
  return cutArt(kind, cut, line) ?? proteinArt(kind, line, art.vessel);
}

/** One piece of the protein where the dish has one ('een gehaktbal' on stamppot). */
export function single(art: RecipeArt): string {
  if (art.protein?.kind !== "meatballs") return proteinDrawing(art);
  return circle(0, 0, 52, "#8a4e33") + circle(-4, -6, 44, "#a9643f") + glare(-18, -22, 14, 8, 0.25);
}

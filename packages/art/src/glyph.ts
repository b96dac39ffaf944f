import type { RecipeArt } from "@repo/domain";

import { cutArt } from "./cuts";
import { isCaprese } from "./main";
import { eggStyle } from "./protein-drawing";

/**
 * The glyph a picture is known by: its dish where the dish has a drawing of its own, else its
 * protein as cut. Two pictures with the same glyph look alike at a glance.
 */
export function glyphKey(art: RecipeArt): string {
  const { form, base } = art.dish;
  const kind = art.protein?.kind ?? "none";
  switch (form) {
    case "omelet":
    case "frittata":
    case "rolled":
    case "muffins":
    case "eggsInSauce":
    case "eggCups":
    case "wraps":
    case "bites":
      return form;
    case "dip":
    case "scrambled":
    case "yoghurtBowl":
    case "parcel":
      return `${form}:${kind}`;
    case "plain":
      if (base) return `lead:${base}:${kind}`;
      if (isCaprese(art)) return "caprese";
      break;
    case "skewers":
    case "bake":
    case "stuffed":
    case "bread":
    case "toastie":
    case "smear":
    case "mash":
    case "grains":
      return `${form}:${base ?? "-"}:${kind}`;
    default:
      break;
  }
  if (!art.protein) return "none";
  const { cut, line } = art.protein;
  if (kind === "egg") return `egg:${eggStyle(art)}`;
  // Walnuts, hazelnuts and almonds are drawn each as themselves.
  if (kind === "nuts") return `nuts:${/amandel|hazelno|walno/i.exec(line)?.[0].toLowerCase() ?? "mixed"}`;
  return cutArt(art.protein.kind, cut, line) ? `${kind}:${cut}` : `${kind}:whole`;
}

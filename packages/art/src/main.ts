import type { Holder, RecipeArt } from "@repo/domain";
import { SPOONED, STAPLES } from "@repo/domain";

import { bakeArt } from "./bake";
import { capFilling, caprese, dip } from "./bowls";
import { cutArt } from "./cuts";
import * as d from "./dishes";
import * as p from "./plated";
import { proteinArt } from "./proteins/protein-art";
import { at, circle, glare } from "./shapes";
import { STAPLE_ART } from "./staples";
import { bites, stuffed, wraps } from "./stuffed";
import { liquidColour } from "./vessels";

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

/** Tomato and mozzarella on a plate are sliced and laid in turn: a caprese. */
function isCaprese(art: RecipeArt): boolean {
  return (
    art.protein?.kind === "mozzarella" &&
    art.vessel === "plate" &&
    art.garnishes.some((g) => g.key === "tomaat")
  );
}

function eggStyle(art: RecipeArt): "fried" | "poached" | "halves" {
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

function piece(art: RecipeArt): readonly [string, string] {
  return PIECE[art.protein?.kind ?? ""] ?? ["#9c5a3c", "#c07a55"];
}

export interface MainArt {
  body: string;
  /** Whether the drawing may be turned and shifted a little; a tray of muffins stays square. */
  free: boolean;
  /** Whether the garnishes lie in the vessel too, or only beside it on the table. */
  garnishesInside: boolean;
  /** Toppings lie large and near the middle (fruit on yoghurt), not small around the rim. */
  topping?: boolean;
  /**
   * The garnish that is the dish itself (carrots on a smear of yoghurt, a bundle of asparagus):
   * drawn large as the main, not again small inside.
   */
  lead?: number;
}

/** What lies in the vessel's middle: the dish as itself. */
export function mainArt(art: RecipeArt): MainArt {
  const { form, base } = art.dish;
  const colours = art.garnishes.map((g) => d.fleckColour(g.key));
  const first = art.garnishes[0];
  switch (form) {
    case "omelet":
      return { body: d.omelet(colours), free: true, garnishesInside: true };
    case "frittata":
      return { body: p.frittata(colours), free: true, garnishesInside: false };
    case "rolled":
      return { body: p.rolledOmelet(colours), free: true, garnishesInside: false };
    case "scrambled":
      return {
        body: d.scrambled(colours, art.protein?.kind === "tofu" || art.protein?.kind === "tempeh"),
        free: true,
        garnishesInside: true,
      };
    case "eggsInSauce":
      return { body: p.eggsInSauce(colours), free: true, garnishesInside: false };
    case "eggCups":
      return { body: p.eggCups(), free: true, garnishesInside: true };
    case "toastie":
      return {
        body: p.toastie(base === "knackebrod" ? "knackebrod" : "roggebrood"),
        free: true,
        garnishesInside: false,
      };
    case "smear":
      return {
        body: p.smear(liquidColour(art.liquid)) + onSmear(art),
        free: true,
        garnishesInside: true,
        lead: art.protein && SPOONED.includes(art.protein.kind) ? 0 : undefined,
      };
    case "mash":
      return {
        body: p.mash(liquidColour(art.liquid)) + at(10, -4, 0, 0.62, single(art)),
        free: true,
        garnishesInside: false,
      };
    case "grains":
      return {
        body:
          p.grains(liquidColour(art.liquid ?? "bloemkool"), colours) + at(0, 0, 0, 0.78, proteinDrawing(art)),
        free: true,
        garnishesInside: false,
      };
    case "parcel":
      return { body: p.parcel(proteinDrawing(art), colours), free: true, garnishesInside: false };
    case "muffins":
      return { body: d.muffins(colours), free: false, garnishesInside: false };
    case "skewers":
      return {
        body: d.skewers(piece(art), first ? d.fleckColour(first.key) : "#b98a62"),
        free: true,
        garnishesInside: false,
      };
    case "bread":
      return {
        body: d.breadWithTopping(base === "knackebrod" ? "knackebrod" : "roggebrood", proteinDrawing(art)),
        free: false,
        garnishesInside: true,
      };
    case "bake":
      // What else goes in lies beside the dish; a whole carrot does not lie on a lasagne.
      return { body: bakeArt(art) + onBake(art), free: false, garnishesInside: false };
    case "stuffed":
      return {
        body: stuffed(
          base as Holder,
          first?.colour === "yellow" ? "#f2b32c" : "#d63c2a",
          radishes(art),
          piece(art)[1],
          colours,
          capFilling(art.protein?.kind ?? null, art.liquid === "tomaat"),
        ),
        free: false,
        garnishesInside: false,
      };
    case "wraps":
      return { body: wraps(art.dish.base as never), free: true, garnishesInside: false };
    case "bites":
      return { body: bites(piece(art)), free: false, garnishesInside: false };
    case "yoghurtBowl":
      return { body: d.yoghurtSwirl(art.liquid), free: true, garnishesInside: true, topping: true };
    case "dip":
      return {
        body: dip(
          liquidColour(art.liquid),
          // Herbs and green vegetables stirred in show as flecks; carrots to dip lie beside.
          art.garnishes
            .filter((g) => STAPLES[g.key].group === "herb" || d.fleckColour(g.key) === d.GREEN_FLECK)
            .map((g) => d.fleckColour(g.key)),
          dipTopping(art),
        ),
        free: true,
        garnishesInside: false,
      };
    case "salad":
      return { body: d.leafBed(base as never) + proteinDrawing(art), free: true, garnishesInside: true };
    default: {
      if (isCaprese(art))
        return {
          body: caprese(art.garnishes.filter((g) => g.key === "tomaat")),
          free: true,
          garnishesInside: false,
        };
      const lead = base ? art.garnishes.findIndex((g) => g.key === base) : -1;
      const veg = art.garnishes[lead];
      if (!veg) return { body: proteinDrawing(art), free: true, garnishesInside: true };
      const drawn = STAPLE_ART[veg.key](veg.colour, veg.line);
      return {
        body:
          at(-46, -34, -10, 1.5, drawn) +
          at(-30, 44, 14, 1.3, drawn) +
          at(56, 10, 0, 0.8, proteinDrawing(art)),
        free: true,
        garnishesInside: true,
        lead,
      };
    }
  }
}

/** Drawn in the bake itself: its cheese melted on top, its mince in the sauce. */
const IN_BAKE: readonly string[] = ["mozzarella", "goatcheese", "meatballs"];

/** The protein baked on top of the layers (chicken, fish, beans), unless a crust covers it. */
function onBake(art: RecipeArt): string {
  const kind = art.protein?.kind;
  if (!kind || art.dish.base || IN_BAKE.includes(kind)) return "";
  return at(-50, -16, -8, 0.8, proteinDrawing(art));
}

/** On a dip, a few of what it is made of (beans, chickpeas); yoghurt and cheese are the dip itself. */
function dipTopping(art: RecipeArt): string {
  const kind = art.protein?.kind;
  if (!kind || SPOONED.includes(kind) || kind === "cottagecheese") return "";
  return at(0, 0, 0, 0.5, proteinDrawing(art));
}

/** What lies on a smear: the protein, or (when the smear is the protein) the vegetable the name leads with. */
function onSmear(art: RecipeArt): string {
  if (art.protein && !SPOONED.includes(art.protein.kind)) return proteinDrawing(art);
  const lead = art.garnishes[0];
  if (!lead) return "";
  if (lead.key === "wortel") return p.roastedCarrots();
  const drawn = STAPLE_ART[lead.key](lead.colour, lead.line);
  return at(-40, -20, -20, 0.9, drawn) + at(36, 16, 30, 0.9, drawn);
}

/** One piece of the protein where the dish has one ('een gehaktbal' on stamppot). */
function single(art: RecipeArt): string {
  if (art.protein?.kind !== "meatballs") return proteinDrawing(art);
  return circle(0, 0, 52, "#8a4e33") + circle(-4, -6, 44, "#a9643f") + glare(-18, -22, 14, 8, 0.25);
}

/** Cucumber boats carry slices of the radish the recipe names. */
function radishes(art: RecipeArt): string {
  if (!art.garnishes.some((g) => g.key === "radijs")) return "";
  return [-40, 0, 40]
    .map(
      (x) => `<circle cx="${x}" cy="0" r="9" fill="#d8365a"/><circle cx="${x}" cy="0" r="6" fill="#f7e8ee"/>`,
    )
    .join("");
}

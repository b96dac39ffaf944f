import type { Holder, RecipeArt } from "@repo/domain";
import { SPOONED, STAPLES } from "@repo/domain";

import { bakeArt } from "./bake";
import { capFilling, caprese, dip } from "./bowls";
import * as d from "./dishes";
import { dipTopping, onBake, onSmear, radishes } from "./on-dish";
import { piece } from "./pieces";
import * as p from "./plated";
import { proteinDrawing, single } from "./protein-drawing";
import { at } from "./shapes";
import { STAPLE_ART } from "./staples";
import { stuffed } from "./stuffed";
import { liquidColour } from "./vessels";
import { bites, wraps } from "./wraps-bites";

/** Tomato and mozzarella on a plate are sliced and laid in turn: a caprese. */
export function isCaprese(art: RecipeArt): boolean {
  return (
    art.protein?.kind === "mozzarella" &&
    art.vessel === "plate" &&
    art.garnishes.some((g) => g.key === "tomaat")
  );
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

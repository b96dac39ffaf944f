import type { ArtGarnish, ArtTheme, DishForm, RecipeArt, Vessel } from "@repo/domain";
import {
  ART_HEIGHT,
  ART_WIDTH,
  seededRandom,
  SOCIAL_ART_HEIGHT,
  SOCIAL_ART_WIDTH,
  STAPLES,
} from "@repo/domain";

import { cookedCut, pieces } from "./bowls";
import { breadSlice } from "./dishes";
import { mainArt } from "./main";
import { proteinDrawing } from "./protein-drawing";
import { at, rect, stroke } from "./shapes";
import { STAPLE_ART } from "./staples";
import { drawVessel, steam } from "./vessels";

// The site's warm palette: cream, linen, sage and blush backgrounds; darker ones for dark mode.
export const BACKGROUNDS = {
  light: ["#f3eee3", "#f7e6dc", "#e6eee2", "#f6edd6", "#eee7f0"],
  dark: ["#17221b", "#1f2d24", "#2a211c", "#1c2420", "#231f26"],
} as const;
const CLOTHS = ["#a94f2a", "#2f5d3a", "#c8643b", "#4f7a8a"];
/**
 * Plate rims and bowls: each stands out from every background, light or dark (a white plate on
 * a cream table read as nothing); the collection test holds them to it.
 */
export const PLATES = ["#5b7f95", "#c8643b", "#6f8f5a", "#b0704a", "#7a6a9a"];
export const CERAMICS = ["#c8643b", "#5b7f95", "#2f5d3a", "#d9a441", "#8a5a7a", "#3f6f78"];

/** Table spots around the vessel, for the garnishes that lie beside it. */
const CORNERS = [
  [92, 96],
  [548, 92],
  [552, 392],
  [88, 388],
] as const;

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length) % list.length] ?? (list[0] as T);
}

function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const swap = list[i] as T;
    list[i] = list[j] as T;
    list[j] = swap;
  }
  return list;
}

function cloth(random: () => number, colour: string, dark: boolean): string {
  const [x, y] = pick(CORNERS, random);
  let stripes = "";
  for (let i = 1; i < 6; i += 1)
    stripes += stroke(`M${-110 + i * 36} -80 L${-110 + i * 36} 80`, colour, 4, 'opacity="0.35"');
  return at(
    x,
    y,
    random() * 40 - 20,
    1,
    rect(-110, -80, 220, 160, 10, "#fffaf2", `opacity="${dark ? 0.22 : 0.7}"`) +
      stripes +
      stroke("M-110 -40 L110 -40 M-110 40 L110 40", colour, 3, 'opacity="0.25"'),
  );
}

/** Dishes in which a vegetable the name names is drawn large, as part of the dish. */
const NAMED_LARGE: readonly DishForm[] = ["plain", "stew", "soup", "broth", "salad"];

/** Where a vegetable is cooked with the dish rather than laid beside it. */
const COOKED_IN: readonly Vessel[] = ["soupBowl", "pot", "pan", "steamer"];

function shownLarge(art: RecipeArt, garnish: ArtGarnish): boolean {
  return garnish.named && NAMED_LARGE.includes(art.dish.form) && STAPLES[garnish.key].group === "veg";
}

/** The picture's drawing, without the <svg> element, on a 640 x 480 stage. */
function stage(art: RecipeArt, random: () => number, dark: boolean): string {
  const cx = 320 + (random() - 0.5) * 36;
  const cy = 246 + (random() - 0.5) * 18;
  const tone = pick(art.vessel === "plate" ? PLATES : CERAMICS, random);
  // A dip is spooned into its bowl as a mound, not poured in to the rim like a soup.
  const liquid = art.dish.form === "dip" ? null : art.liquid;
  const vessel = drawVessel(art.vessel, tone, liquid);
  const glass = art.vessel === "glass";
  const soup = art.vessel === "soupBowl" || (art.vessel === "bowl" && liquid != null);
  const corners = shuffle([...CORNERS], random);
  const main = mainArt(art);

  let food = "";
  let table = "";
  if (glass && art.protein) {
    const [x, y] = corners.pop() ?? CORNERS[0];
    table +=
      at(x, y, 0, 0.42, `<circle r="150" fill="#fffdf8" stroke="${tone}" stroke-width="16"/>`) +
      at(x, y, random() * 40 - 20, 0.5, proteinDrawing(art));
  } else if (main.body) {
    const [dx, dy, turn] = [random() * 20 - 10, random() * 16 - 8, random() * 50 - 25];
    food += main.free ? at(dx, dy, turn, soup ? 0.7 : 1.08, main.body) : main.body;
  }
  if (art.side) {
    const [x, y] = corners.pop() ?? CORNERS[0];
    table += at(x, y, random() * 50 - 25, 0.62, breadSlice(art.side));
  }
  art.garnishes.forEach((garnish, i) => {
    const drawn = STAPLE_ART[garnish.key](garnish.colour, garnish.line);
    const angle = random() * Math.PI * 2;
    if (!glass && main.garnishesInside && main.lead !== i) {
      const a = angle + (i * Math.PI * 2) / 3;
      if (main.topping) {
        // Fruit or vegetables on yoghurt are cut up and heaped on it, not laid there whole;
        // lemon juice or garlic stirred in is not laid on top.
        const cut = pieces(garnish.key, art.warm);
        const r = vessel.room * 0.3;
        if (STAPLES[garnish.key].group !== "aromatic")
          food += at(Math.cos(a) * r, Math.sin(a) * r, random() * 360, cut ? 1 : 0.88, cut ?? drawn);
      } else if (shownLarge(art, garnish)) {
        // The vegetable the name names is part of the dish: large, near the middle, cut as it
        // is cooked (leek in rings, kale shredded) where it is cooked in the dish.
        const cooked = COOKED_IN.includes(art.vessel) ? cookedCut(garnish.key) : null;
        const [r, size] = [vessel.room * 0.55, soup ? 0.72 : 0.9];
        food += at(Math.cos(a) * r, Math.sin(a) * r, random() * 360, cooked ? 1 : size, cooked ?? drawn);
        food += at(
          Math.cos(a + 2.2) * r,
          Math.sin(a + 2.2) * r,
          random() * 360,
          cooked ? 0.9 : size * 0.9,
          cooked ?? drawn,
        );
      } else {
        const r = vessel.room * (0.8 + random() * 0.15);
        food += at(Math.cos(a) * r, Math.sin(a) * r, random() * 360, soup ? 0.45 : 0.58, drawn);
      }
    } else if (glass && i === 0) food += at(-70, -150, -20, 0.5, drawn);
    const spot = corners.pop();
    if (spot)
      table += at(
        spot[0] + (random() - 0.5) * 16,
        spot[1] + (random() - 0.5) * 16,
        random() * 60 - 30,
        1.15,
        drawn,
      );
  });

  const scene =
    vessel.back + (glass ? "" : food) + vessel.front + (glass ? food : "") + (art.steam ? steam() : "");
  return (
    cloth(random, pick(CLOTHS, random), dark) +
    table +
    `<g transform="translate(${cx.toFixed(1)} ${cy.toFixed(1)})">${scene}</g>`
  );
}

/**
 * How much the dark picture dims its red, green and blue (an SVG filter, which works on linear
 * light): food and plates glow less on a dark page. The dark background itself is not dimmed.
 */
export const DARK_DIM = [0.78, 0.78, 0.8] as const;

export interface ArtOptions {
  theme?: ArtTheme;
  /** "social" widens the stage to the 1200 x 630 shape social sites show. */
  frame?: "card" | "social";
}

/**
 * A recipe's composed picture as one SVG document: the same recipe always gives the same
 * picture. The dark one sits on a dark table, dimmed and without glare.
 */
export function renderRecipeArt(art: RecipeArt, opts: ArtOptions = {}): string {
  const dark = opts.theme === "dark";
  const random = seededRandom(art.seed);
  const background = pick(BACKGROUNDS[dark ? "dark" : "light"], random);
  const social = opts.frame === "social";
  const width = social ? Math.round((ART_HEIGHT * SOCIAL_ART_WIDTH) / SOCIAL_ART_HEIGHT) : ART_WIDTH;
  const left = (ART_WIDTH - width) / 2;
  const [outW, outH] = social ? [SOCIAL_ART_WIDTH, SOCIAL_ART_HEIGHT] : [ART_WIDTH, ART_HEIGHT];
  let drawing = stage(art, random, dark);
  if (dark) drawing = drawing.replace(/<[^>]*class="glare"[^>]*\/>/g, "");
  const dim = dark
    ? `<defs><filter id="dim"><feComponentTransfer><feFuncR type="linear" slope="${DARK_DIM[0]}"/><feFuncG type="linear" slope="${DARK_DIM[1]}"/><feFuncB type="linear" slope="${DARK_DIM[2]}"/></feComponentTransfer></filter></defs>`
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${left} 0 ${width} ${ART_HEIGHT}" width="${outW}" height="${outH}">` +
    `${dim}<rect x="${left}" y="0" width="${width}" height="${ART_HEIGHT}" fill="${background}"/>` +
    `<g${dark ? ' filter="url(#dim)"' : ""}>${drawing}</g></svg>`
  );
}

import type { Liquid, RecipeArt, StapleKey } from "@repo/domain";

import { circle, ellipse, path, rect, spots } from "./shapes";
import { liquidColour } from "./vessels";

// A bake in its oven dish, seen from above: its top, and a corner served out of it showing its
// layers, so a lasagne reads as layers of vegetable and sauce, not as a tray of slices.

export interface BakeLayers {
  /** The sauce between the layers: tomato, a ragù, curry, or a pale cream. */
  sauce: string;
  /** The vegetable sliced into layers, and the skin at its rim. */
  slices: readonly [string, string | null];
  /** Cheese melted and browned on top. */
  cheese: boolean;
  /** Minced meat cooked into the sauce (a ragù), shown as crumbs in it. */
  crumbs: boolean;
}

const DISH = { x: -168, y: -104, w: 336, h: 208 } as const;
/** The served corner: bottom right, a quarter of the dish. */
const CUT = { x: 44, y: 14 } as const;

function top({ sauce, slices: [flesh, skin], cheese, crumbs }: BakeLayers): string {
  let body = rect(DISH.x, DISH.y, DISH.w, DISH.h, 26, sauce);
  if (crumbs)
    body += spots(60, 150, 0.62)
      .map(([x, y], i) => circle(x, y, 4 + (i % 3), i % 2 ? "#7a3a22" : "#9c5034"))
      .join("");
  const rim = skin ? `stroke="${skin}" stroke-width="4"` : 'stroke="#00000022" stroke-width="2"';
  // A ragù on top shows between a few slices; a bake of slices is covered in them.
  for (let i = 0; i < 12; i += crumbs ? 3 : 1) {
    const x = -126 + (i % 4) * 84 + (Math.floor(i / 4) % 2) * 20;
    const y = -66 + Math.floor(i / 4) * 66;
    body += ellipse(x, y, 40, 30, flesh, rim);
  }
  if (cheese)
    for (let i = 0; i < 7; i += 1) {
      const x = -120 + i * 40;
      const y = (i % 2 ? 26 : -30) + (i % 3) * 10;
      body +=
        path(
          `M${x - 30} ${y} C${x - 28} ${y - 26} ${x + 26} ${y - 30} ${x + 30} ${y - 4} C${x + 34} ${y + 20} ${x - 24} ${y + 28} ${x - 30} ${y}Z`,
          "#fbefc8",
        ) + circle(x + 6, y - 4, 6, "#d9a441", 'opacity="0.7"');
    }
  return body;
}

/** The served corner: the dish's floor, and along the cut the layers in turn, sauce and vegetable. */
function servedCorner({ sauce, slices: [flesh, skin] }: BakeLayers): string {
  const right = DISH.x + DISH.w;
  const bottom = DISH.y + DISH.h;
  const floor = path(
    `M${CUT.x} ${CUT.y} L${right} ${CUT.y} L${right} ${bottom - 26} Q${right} ${bottom} ${right - 26} ${bottom} L${CUT.x} ${bottom}Z`,
    "#efe6d4",
  );
  // The cut faces, seen a little from above: bands of each layer, sauce and vegetable by turns.
  const layers = [sauce, skin ?? flesh, sauce, flesh, sauce];
  let faces = "";
  layers.forEach((colour, i) => {
    faces += rect(CUT.x, CUT.y + i * 8, right - CUT.x, 8, 0, colour);
    faces += rect(CUT.x + i * 8, CUT.y, 8, bottom - CUT.y, 0, colour);
  });
  return (
    floor +
    path(
      `M${CUT.x + 36} ${CUT.y + 50} C${CUT.x + 70} ${CUT.y + 40} ${CUT.x + 96} ${CUT.y + 62} ${CUT.x + 110} ${CUT.y + 54}`,
      "none",
      `stroke="${sauce}" stroke-width="8" stroke-linecap="round" opacity="0.5"`,
    ) +
    faces
  );
}

/** The flesh and skin of a vegetable sliced into a bake's layers. */
const SLICES: Partial<Record<StapleKey, readonly [string, string | null]>> = {
  courgette: ["#e6f0c0", "#3f7a34"],
  prei: ["#e3ecc0", "#8fb84a"],
  aubergine: ["#efe2b8", "#4a2848"],
  pompoen: ["#f3b25a", "#d9822a"],
  kool: ["#e4efc2", "#9cc25a"],
};

/** A recipe's bake: the sauce it is made with, its vegetable in layers, its cheese or its mince. */
export function bakeArt(art: RecipeArt): string {
  const veg = art.garnishes.find((g) => g.key !== "tomaat" && SLICES[g.key]) ?? null;
  const kind = art.protein?.kind;
  const layers: BakeLayers = {
    sauce: art.liquid ? liquidColour(art.liquid) : "#e7c98f",
    slices: (veg && SLICES[veg.key]) ?? ["#efe2b8", null],
    cheese: kind === "mozzarella" || kind === "goatcheese",
    crumbs: kind === "meatballs",
  };
  return bake(layers, art.dish.base ? liquidColour(art.dish.base as Liquid) : null);
}

/** A layered bake: its top, with a corner served out of it showing the layers. */
export function bake(layers: BakeLayers, crust: string | null = null): string {
  // A crust of mash covers the whole dish, its peaks browned in the oven.
  if (crust) return crustTop(crust);
  return top(layers) + servedCorner(layers);
}

function crustTop(crust: string): string {
  let peaks = "";
  for (let i = 0; i < 36; i += 1) {
    const x = -146 + (i % 9) * 36 + (Math.floor(i / 9) % 2) * 16;
    const y = -84 + Math.floor(i / 9) * 54;
    peaks +=
      path(
        `M${x - 14} ${y + 8} C${x - 10} ${y - 10} ${x + 10} ${y - 12} ${x + 14} ${y + 6}`,
        "none",
        'stroke="#c98a3a" stroke-width="5" stroke-linecap="round" opacity="0.75"',
      ) + circle(x + 2, y - 4, 4, "#b06e28", 'opacity="0.5"');
  }
  return (
    rect(-168, -104, 336, 208, 26, crust) +
    rect(-168, -104, 336, 208, 26, "#e0b060", 'opacity="0.18"') +
    peaks
  );
}

import type { Cut, ProteinKind } from "@repo/domain";

import { circle, ellipse, glare, path, spots, stroke } from "./shapes";

// A protein cut as the recipe says, about 170 px across around (0, 0): strips of chicken are not
// a whole breast, a stew's cubes not a steak.

/** Seared outside, inner flesh, and a mark (grill line or grain) per kind. */
const FLESH: Partial<Record<ProteinKind, [string, string, string]>> = {
  chicken: ["#d9974a", "#f0c27e", "#b8742f"],
  veal: ["#7d3f2a", "#b5654a", "#e9c6b4"],
  salmon: ["#e0784a", "#f7a27a", "#fbd3bf"],
  trout: ["#d9846a", "#f2ad96", "#f7cdbd"],
  whitefish: ["#e8dcc6", "#fbf7ee", "#e0d2b8"],
  tofu: ["#c8913a", "#f6e3ad", "#d9a94f"],
  tempeh: ["#a8773e", "#dcc08a", "#8a6232"],
  turkey: ["#d9a66a", "#f1d2a0", "#b97f42"],
  beef: ["#5a2c1e", "#c2545a", "#3f1e14"],
  oilyfish: ["#5c7891", "#d9b48a", "#25364a"],
  ham: ["#d87479", "#f3a6a8", "#fbe1dc"],
};

function colours(kind: ProteinKind): [string, string, string] {
  return FLESH[kind] ?? ["#c8913a", "#e8c072", "#b07a3a"];
}

function strips(kind: ProteinKind): string {
  const [outside, inside, mark] = colours(kind);
  return spots(7, 58)
    .map(
      ([x, y, deg]) =>
        `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${deg})">` +
        path(
          "M-30 -8 C-20 -13 20 -12 30 -7 C34 0 30 8 26 9 C10 12 -18 12 -30 8 C-34 2 -34 -4 -30 -8Z",
          outside,
        ) +
        path("M-26 -5 C-14 -8 16 -8 26 -4 C28 0 26 4 22 5 C8 7 -16 7 -26 5Z", inside) +
        stroke("M-14 -6 L-18 6 M4 -7 L0 7", mark, 2.5, 'opacity="0.7"') +
        "</g>",
    )
    .join("");
}

function cubes(kind: ProteinKind, line: string): string {
  const [outside, inside, mark] = colours(kind);
  // Silken tofu is soft and pale; fried tofu and seared meat have a coloured crust.
  const silken = /zijden/i.test(line);
  const top = silken ? "#fffaf0" : inside;
  const left = silken ? "#f1e8d6" : outside;
  const right = silken ? "#e7dcc6" : mark;
  const one = (x: number, y: number, s: number) =>
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s})">` +
    path("M-18 -8 L0 -17 L18 -8 L0 1Z", top) +
    path("M-18 -8 L0 1 L0 20 L-18 11Z", left) +
    path("M18 -8 L0 1 L0 20 L18 11Z", right) +
    "</g>";
  return spots(9, 62)
    .map(([x, y], i) => one(x, y, 0.9 + (i % 3) * 0.1))
    .join("");
}

/** Meat in pieces for a stew: rounded, browned chunks with a paler cut face, never neat cubes. */
function chunks(kind: ProteinKind): string {
  const [outside, inside, mark] = colours(kind);
  return spots(8, 58)
    .map(
      ([x, y, deg], i) =>
        `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${deg}) scale(${0.9 + (i % 3) * 0.12})">` +
        path("M-26 -6 C-24 -24 8 -28 22 -16 C32 -6 30 14 14 20 C-2 28 -28 16 -26 -6Z", outside) +
        path("M-12 -2 C-10 -10 2 -12 8 -8 C12 -4 10 4 6 6 C-2 8 -12 4 -12 -2Z", inside) +
        stroke("M-20 4 C-12 10 0 12 14 8 M-18 -10 C-8 -16 4 -16 14 -10", mark, 2.5, 'opacity="0.7"') +
        "</g>",
    )
    .join("");
}

/** Meat cut in pieces is drawn in chunks; tofu, tempeh and raw fish in cubes. */
const CHUNKED: readonly ProteinKind[] = ["chicken", "turkey", "veal", "beef"];

function slices(kind: ProteinKind): string {
  const [outside, inside, mark] = colours(kind);
  let body = "";
  for (let i = 0; i < 5; i += 1) {
    const x = -56 + i * 28;
    body +=
      `<g transform="translate(${x} ${i * 4 - 8}) rotate(${-20 + i * 4})">` +
      ellipse(0, 0, 22, 40, outside) +
      ellipse(1, 0, 17, 34, inside) +
      stroke("M-6 -20 C0 -6 -4 8 4 22", mark, 2.2, 'opacity="0.6"') +
      "</g>";
  }
  return body;
}

/** Fish broken into flakes: soft irregular pieces showing the grain. */
function flakes(kind: ProteinKind): string {
  const [outside, inside, mark] = colours(kind);
  return spots(8, 56)
    .map(
      ([x, y, deg], i) =>
        `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${deg}) scale(${0.85 + (i % 3) * 0.12})">` +
        path(
          "M-22 -4 C-20 -18 8 -22 20 -12 C28 -2 22 14 8 16 C-6 20 -24 12 -22 -4Z",
          i % 2 ? outside : inside,
        ) +
        stroke("M-12 -10 C-6 -2 -8 6 -14 10 M2 -14 C8 -4 6 6 0 12", mark, 2.4, 'opacity="0.8"') +
        "</g>",
    )
    .join("");
}

function shredded(kind: ProteinKind): string {
  const [outside, inside] = colours(kind);
  return spots(16, 60)
    .map(
      ([x, y, deg], i) =>
        `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${deg})">` +
        stroke("M-16 0 C-8 -5 4 4 16 -2", i % 2 ? outside : inside, 6) +
        "</g>",
    )
    .join("");
}

/** Minced meat fried loose ('rul'): many small browned crumbs. */
function crumbles(line: string): string {
  const [dark, mid, light] = /tempeh/i.test(line)
    ? ["#a8773e", "#dcc08a", "#c79a5a"]
    : /kip|kalkoen/i.test(line)
      ? ["#a86a3a", "#c98a55", "#e3b07e"]
      : ["#6e3a24", "#9c5a3c", "#c07a55"];
  return spots(44, 74)
    .map(([x, y], i) => {
      const r = 5 + (i % 4) * 1.6;
      return path(
        `M${(x - r).toFixed(1)} ${y.toFixed(1)} l${(r * 0.6).toFixed(1)} ${(-r).toFixed(1)} l${(r * 1.2).toFixed(1)} ${(r * 0.3).toFixed(1)} l${(r * 0.3).toFixed(1)} ${(r * 1.1).toFixed(1)}Z`,
        i % 3 === 0 ? dark : i % 3 === 1 ? mid : light,
      );
    })
    .join("");
}

function drumsticks(): string {
  const one = (x: number, y: number, deg: number) =>
    `<g transform="translate(${x} ${y}) rotate(${deg})">` +
    path(
      "M-56 -4 C-60 -34 -14 -40 8 -18 C16 -10 30 -8 40 -6 L40 6 C30 8 16 10 8 18 C-14 40 -60 34 -56 -4Z",
      "#b8742f",
    ) +
    path(
      "M-48 -4 C-50 -26 -16 -30 2 -14 C8 -8 16 -6 24 -4 L24 4 C16 6 8 8 2 14 C-16 30 -50 24 -48 -4Z",
      "#e2a458",
    ) +
    stroke("M38 0 L62 0", "#f6eedd", 9) +
    circle(66, -5, 7, "#f6eedd") +
    circle(66, 5, 7, "#f6eedd") +
    glare(-30, -12, 12, 4, 0.35) +
    "</g>";
  return one(-20, -26, -12) + one(16, 26, 168);
}

/** The protein drawn in its cut, or null for a whole piece, which has a drawing of its own kind. */
export function cutArt(kind: ProteinKind, cut: Cut, line: string): string | null {
  // Cheese, eggs and pulses look the same however a step cuts them.
  if (!FLESH[kind] && cut !== "crumbles") return null;
  // Tempeh sliced or in strips is still a firm slab with its beans showing, its own drawing.
  if (kind === "tempeh" && (cut === "slices" || cut === "strips")) return null;
  switch (cut) {
    case "strips":
      return strips(kind);
    case "cubes":
      return CHUNKED.includes(kind) ? chunks(kind) : cubes(kind, line);
    case "flakes":
      return flakes(kind);
    case "slices":
      return kind === "ham" ? null : slices(kind);
    case "shredded":
      return shredded(kind);
    case "crumbles":
      return crumbles(line);
    case "drumsticks":
      return drumsticks();
    default:
      return null;
  }
}

import type { Bread } from "@repo/domain";

import { BREAD_COLOURS } from "./dishes";
import { circle, ellipse, glare, path, spots, stroke } from "./shapes";

// Dishes plated on a bed or made of egg in a way of their own, each centred on (0, 0): eggs
// in a sauce, a frittata cut in wedges, a rolled omelet, eggs in cups, a tosti, a smear or a
// mash with the dish on it, riced grains, a parcel of baking paper, roasted carrots.

function bits(colours: readonly string[], count: number, spread: number, size = 6): string {
  if (!colours.length) return "";
  return spots(count, spread, 0.8)
    .map(([x, y], i) =>
      ellipse(
        x,
        y,
        size,
        size * 0.6,
        colours[i % colours.length] ?? "#4f8a3c",
        `transform="rotate(${(i * 47) % 180} ${x.toFixed(1)} ${y.toFixed(1)})"`,
      ),
    )
    .join("");
}

/** An egg poached in a sauce: its white set unevenly, the sauce lapping at its edge. */
function eggInSauce(x: number, y: number, deg: number): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${deg})">` +
    path("M-36 -6 C-38 -30 -4 -38 18 -32 C40 -26 44 -2 36 16 C26 36 -30 34 -36 -6Z", "#fbf5e8") +
    path("M-30 18 C-20 30 10 32 26 24", "none", 'stroke="#00000018" stroke-width="4"') +
    circle(0, -2, 15, "#f2a81a") +
    circle(-5, -7, 5, "#f9d264") +
    "</g>"
  );
}

/** Shakshuka and its kin: eggs sunk in the pan's sauce, pieces of vegetable and herbs around. */
export function eggsInSauce(colours: readonly string[]): string {
  return bits(colours, 14, 104, 9) + eggInSauce(-44, -22, -10) + eggInSauce(46, 26, 14);
}

/** A frittata: a thick round egg cake with its vegetables, cut in wedges. */
export function frittata(colours: readonly string[]): string {
  let cuts = "";
  for (let i = 0; i < 6; i += 1) {
    const a = (i / 6) * Math.PI * 2 + 0.3;
    cuts += stroke(`M0 0 L${(Math.cos(a) * 94).toFixed(1)} ${(Math.sin(a) * 94).toFixed(1)}`, "#c98a2a", 3);
  }
  return (
    circle(0, 0, 98, "#d99a32") +
    circle(0, 0, 90, "#f2c451") +
    bits(colours, 22, 80, 8) +
    circle(-34, -30, 10, "#d9962b", 'opacity="0.45"') +
    circle(40, 22, 8, "#d9962b", 'opacity="0.45"') +
    cuts +
    glare(-36, -44, 24, 6, 0.3)
  );
}

/** An omelet rolled round its filling and cut in two: the spiral shows at each cut end. */
export function rolledOmelet(colours: readonly string[]): string {
  const [a = "#ef8a3a", b = "#4f8a3c", c = "#8a3a6a"] = colours;
  const half = (x: number, y: number, deg: number) =>
    `<g transform="translate(${x} ${y}) rotate(${deg})">` +
    path("M-90 -30 C-96 -30 -100 -16 -100 0 C-100 16 -96 30 -90 30 L56 30 L56 -30Z", "#f3c44c") +
    circle(-60, -14, 6, "#d9962b", 'opacity="0.5"') +
    circle(-20, 12, 5, "#d9962b", 'opacity="0.5"') +
    ellipse(56, 0, 20, 30, "#f6d36a") +
    ellipse(56, 0, 14, 22, a) +
    ellipse(58, -6, 8, 10, b) +
    ellipse(54, 8, 7, 8, c) +
    stroke("M56 -20 C72 -18 70 18 56 18 C44 18 44 -8 58 -8", "#f3c44c", 3) +
    glare(-50, -18, 24, 4, 0.35) +
    "</g>";
  return half(-40, -44, -8) + half(34, 46, 172);
}

/** A soft-boiled egg in its cup, seen from above, its cap off and the yolk running. */
function eggCup(x: number, y: number): string {
  return (
    circle(x + 4, y + 6, 40, "#00000018") +
    circle(x, y, 40, "#e9e1d3", 'stroke="#c9bfae" stroke-width="2"') +
    circle(x, y, 31, "#f4e6cc") +
    circle(x, y, 25, "#fffdf7") +
    circle(x, y, 15, "#f4b41a") +
    path(
      `M${x + 10} ${y + 8} C${x + 18} ${y + 18} ${x + 22} ${y + 28} ${x + 16} ${y + 34}`,
      "none",
      'stroke="#f4b41a" stroke-width="6" stroke-linecap="round"',
    ) +
    circle(x - 5, y - 5, 5, "#f9d264")
  );
}

export function eggCups(): string {
  return eggCup(-52, -34) + eggCup(40, -48);
}

/** A tosti cut corner to corner: toasted bread, grill lines, the cheese melting out at the cut. */
export function toastie(bread: Bread): string {
  const { crust, crumb } = BREAD_COLOURS[bread];
  const half = (dx: number, dy: number, deg: number) =>
    `<g transform="translate(${dx} ${dy}) rotate(${deg}) scale(1.2)">` +
    path("M-80 -54 L80 54 L-80 54Z", crust) +
    path("M-73 -38 L58 48 L-73 48Z", crumb) +
    stroke("M-66 20 L-46 -4 M-56 44 L-16 -4 M-20 46 L14 6 M16 46 L36 22", "#2a170d", 5, 'opacity="0.4"') +
    path(
      "M-82 -56 C-60 -40 -50 -28 -44 -34 C-36 -40 -30 -18 -20 -12 C-10 -6 0 -4 6 4 C14 14 26 8 34 22 C44 36 60 40 82 56 L74 58 C50 46 30 40 -2 16 C-30 -4 -60 -26 -84 -48Z",
      "#fbefc8",
      'stroke="#e9d59c" stroke-width="1.5"',
    ) +
    stroke("M-30 -22 C-22 -16 -14 -12 -6 -10", "#e24f35", 5) +
    "</g>";
  return half(-34, 26, 0) + half(34, -26, 180);
}

/** A swoosh of yoghurt or puree spread over the plate: the bed the dish is laid on. */
export function smear(colour: string): string {
  return (
    path(
      "M-120 30 C-130 -20 -70 -70 10 -66 C80 -62 128 -34 120 4 C112 40 60 62 -10 64 C-70 66 -114 62 -120 30Z",
      colour,
      'stroke="#00000024" stroke-width="3"',
    ) +
    stroke("M-96 20 C-60 -30 40 -44 96 -10", "#ffffff", 6, 'opacity="0.35"') +
    stroke("M-104 36 C-70 -6 20 -30 100 -4", "#00000014", 4) +
    stroke("M-80 44 C-20 30 40 34 90 20", "#00000010", 5)
  );
}

/** A heap of mash, flecked with the vegetable stamped through it, a hollow of gravy on top. */
export function mash(fleck: string): string {
  return (
    path(
      "M-100 10 C-104 -50 -40 -84 20 -78 C80 -72 108 -30 100 16 C92 60 40 82 -16 78 C-70 74 -98 50 -100 10Z",
      "#efe4c4",
      'stroke="#d9cba4" stroke-width="2"',
    ) +
    bits([fleck], 40, 84, 7) +
    stroke("M-70 -20 C-40 -40 0 -44 40 -30 M-60 30 C-20 44 30 40 70 20", "#ffffff", 4, 'opacity="0.35"') +
    ellipse(10, 6, 40, 26, "#8a5130", 'opacity="0.85"')
  );
}

/** Riced cauliflower as a bed of small grains, plain or fried, with what is stirred through. */
export function grains(colour: string, colours: readonly string[]): string {
  let body = circle(0, 0, 104, colour, 'opacity="0.55"');
  for (const [x, y] of spots(150, 104, 0.92))
    body += ellipse(
      x,
      y,
      5,
      3.2,
      colour,
      `stroke="#00000014" stroke-width="1" transform="rotate(${((x * 7 + y * 3) % 180).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"`,
    );
  return body + bits(colours, 26, 96, 7);
}

/** A parcel of baking paper opened at the table: its crumpled edge, the dish steaming inside. */
export function parcel(inside: string, colours: readonly string[]): string {
  return (
    path(
      "M-150 -10 C-160 -70 -100 -112 -20 -110 C60 -116 150 -90 156 -20 C164 50 110 104 20 108 C-70 114 -146 70 -150 -10Z",
      "#f6efe0",
      'stroke="#d9ccb0" stroke-width="3"',
    ) +
    stroke(
      "M-128 -40 L-100 -30 M-60 -96 L-50 -74 M40 -100 L34 -78 M130 -50 L108 -40 M120 60 L100 50 M-110 70 L-90 56",
      "#d9ccb0",
      3,
    ) +
    path(
      "M-112 -6 C-112 -56 -60 -80 0 -80 C60 -80 114 -56 116 -4 C118 48 64 76 0 76 C-64 76 -112 44 -112 -6Z",
      "#efe2c2",
    ) +
    bits(colours, 24, 92, 14) +
    `<g transform="scale(0.78)">${inside}</g>`
  );
}

/** Carrots halved lengthwise and roasted: browned at the edges, a paler core. */
export function roastedCarrots(): string {
  const one = (x: number, y: number, deg: number) =>
    `<g transform="translate(${x} ${y}) rotate(${deg})">` +
    path(
      "M-70 -12 C-40 -16 30 -12 70 -2 C74 0 74 2 70 4 C30 12 -40 16 -70 12 C-76 8 -76 -8 -70 -12Z",
      "#b4521b",
    ) +
    path("M-64 -8 C-36 -11 28 -8 62 -1 C28 6 -36 10 -64 8 C-68 4 -68 -4 -64 -8Z", "#ee8a34") +
    stroke("M-56 0 C-20 -1 20 0 50 0", "#f7b164", 3) +
    circle(-30, -6, 3, "#7a3512", 'opacity="0.6"') +
    circle(18, 5, 2.5, "#7a3512", 'opacity="0.6"') +
    "</g>";
  return one(-6, -40, -12) + one(10, -10, -4) + one(-4, 20, 6) + one(14, 48, 12);
}

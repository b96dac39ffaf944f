import type { Bread, StapleKey } from "@repo/domain";

import { circle, ellipse, glare, leafAt, path, rect, spots, stroke } from "./shapes";

// Dishes drawn as dishes, each centred on (0, 0) inside its vessel: a folded omelet, roerei,
// muffins, skewers, bread with its topping.

/** The colour a staple shows as a fleck in egg or on a skewer. */
const FLECK: Partial<Record<StapleKey, string>> = {
  tomaat: "#e24f35",
  paprika: "#d63c2a",
  wortel: "#ef8a3a",
  pompoen: "#f0a040",
  champignon: "#b98a62",
  biet: "#a3254a",
  ui: "#c98fb0",
};

/** The fleck of a green vegetable or herb. */
export const GREEN_FLECK = "#4f8a3c";

export function fleckColour(key: StapleKey): string {
  return FLECK[key] ?? GREEN_FLECK;
}

function flecks(colours: readonly string[], count: number, spread: number, dx = 0): string {
  let body = "";
  for (let i = 0; i < count; i += 1) {
    const a = i * 2.39996;
    const r = Math.sqrt((i + 0.5) / count) * spread;
    const colour = colours[i % Math.max(1, colours.length)] ?? "#4f8a3c";
    const x = (dx + Math.cos(a) * r).toFixed(1);
    const y = (Math.sin(a) * r * 0.6).toFixed(1);
    body += ellipse(Number(x), Number(y), 6, 3.5, colour, `transform="rotate(${(i * 41) % 180} ${x} ${y})"`);
  }
  return body;
}

/** A folded omelet: a golden half-moon, browned at the fold, the filling peeping out. */
export function omelet(colours: readonly string[]): string {
  return (
    path("M-104 10 C-104 -60 104 -60 104 10 C60 22 -60 22 -104 10Z", "#e9b43c") +
    path("M-94 6 C-92 -48 92 -48 94 6 C56 16 -56 16 -94 6Z", "#f6cf57") +
    flecks(colours, 10, 70) +
    path("M-104 10 C-60 22 60 22 104 10 C96 40 -96 40 -104 10Z", "#f3c44c") +
    circle(-40, -20, 8, "#d9962b", 'opacity="0.5"') +
    circle(30, -26, 6, "#d9962b", 'opacity="0.45"') +
    glare(-30, -30, 26, 6, 0.35)
  );
}

/** Roerei: soft yellow curds heaped loosely; tofu scrambled with turmeric in finer, deeper crumbs. */
export function scrambled(colours: readonly string[], tofu = false): string {
  const [count, spread, size] = tofu ? [40, 84, 0.62] : [22, 78, 1];
  const [light, deep, edge] = tofu ? ["#f2c338", "#e3a91c", "#c98e12"] : ["#f7d35e", "#f2c040", "#e2a92c"];
  let body = "";
  for (let i = 0; i < count; i += 1) {
    const a = i * 2.39996;
    const r = Math.sqrt((i + 0.5) / count) * spread;
    const x = Math.cos(a) * r;
    const y = Math.sin(a) * r * 0.8;
    // The curd's outline as offsets from its spot, scaled for finer tofu crumbs.
    const p = (dx: number, dy: number) => `${(x + dx * size).toFixed(1)} ${(y + dy * size).toFixed(1)}`;
    body += path(
      `M${p(-16, 0)} C${p(-14, -14)} ${p(4, -16)} ${p(14, -6)} C${p(20, 6)} ${p(6, 14)} ${p(-6, 12)} C${p(-14, 10)} ${p(-18, 6)} ${p(-16, 0)}Z`,
      i % 3 ? light : deep,
      `stroke="${edge}" stroke-width="1.5"`,
    );
  }
  return body + flecks(colours, 12, 74);
}

/** The cups of a muffin tin, 3 by 2. */
export const MUFFIN_CUPS = [-110, 0, 110].flatMap((x) => [-58, 58].map((y) => [x, y] as const));

export function muffins(colours: readonly string[]): string {
  return MUFFIN_CUPS.map(
    ([x, y]) =>
      `<g transform="translate(${x} ${y})">` +
      circle(0, 0, 44, "#dfa23a") +
      circle(-2, -3, 38, "#f2c451") +
      flecks(colours, 6, 26) +
      glare(-14, -16, 12, 5, 0.4) +
      "</g>",
  ).join("");
}

/** Skewers: wooden sticks threaded with the protein and the first vegetable by turns. */
export function skewers(meat: readonly [string, string], veg: string): string {
  let body = "";
  for (const [dy, deg] of [
    [-48, -8],
    [12, -4],
    [70, -10],
  ] as const) {
    let pieces = stroke("M-120 0 L124 0", "#c9a16a", 6) + stroke("M112 0 L130 0", "#a57c48", 4);
    for (let i = 0; i < 5; i += 1) {
      const x = -88 + i * 42;
      pieces +=
        i % 2 === 0
          ? rect(x - 17, -17, 34, 34, 8, meat[0]) + rect(x - 12, -12, 24, 22, 6, meat[1])
          : ellipse(x, 0, 15, 19, veg) + ellipse(x - 4, -4, 6, 8, "#ffffff", 'opacity="0.25"');
    }
    body += `<g transform="translate(0 ${dy}) rotate(${deg})">${pieces}</g>`;
  }
  return body;
}

/**
 * Roggebrood's crumb is near black; its crust is drawn a toasted tan so the slice reads on a
 * dark table as on a light one (the collection test holds it to 3:1 in both).
 */
export const BREAD_COLOURS: Record<Bread, { crust: string; crumb: string; dots: string }> = {
  roggebrood: { crust: "#b27548", crumb: "#5e3823", dots: "#8a5a3a" },
  knackebrod: { crust: "#c9904e", crumb: "#e2b877", dots: "#b0773a" },
};

/** One slice: roggebrood dark and grainy, knäckebröd pale and pricked. */
export function breadSlice(bread: Bread): string {
  const { crust, crumb, dots } = BREAD_COLOURS[bread];
  let texture = "";
  for (let i = 0; i < 18; i += 1) {
    const x = -62 + (i % 6) * 25 + (bread === "roggebrood" ? (i % 2) * 6 : 0);
    const y = -34 + Math.floor(i / 6) * 34;
    texture +=
      bread === "roggebrood"
        ? ellipse(x, y, 4, 2.5, dots, `transform="rotate(${(i * 37) % 180} ${x} ${y})"`)
        : circle(x, y, 3, dots);
  }
  return (
    rect(-78, -52, 156, 104, bread === "roggebrood" ? 8 : 4, crust) +
    rect(-72, -46, 144, 92, 6, crumb) +
    texture
  );
}

/** Two slices side by side, each with the topping on it. */
export function breadWithTopping(bread: Bread, topping: string): string {
  const one = (x: number, y: number, deg: number) =>
    `<g transform="translate(${x} ${y}) rotate(${deg})">${breadSlice(bread)}<g transform="scale(0.62)">${topping}</g></g>`;
  return one(-84, -8, -6) + one(84, 10, 5);
}

/** What a salad lies on: a bed of the leaves the lines name, or ribbons of courgette. */
export function leafBed(base: StapleKey | null): string {
  if (base === "courgette" || base === "komkommer" || base === "wortel") return ribbons(base);
  let body = "";
  const rocket = base === "rucola";
  for (let i = 0; i < 16; i += 1) {
    const a = i * 2.39996;
    const r = 22 + (i % 4) * 16;
    const colour = i % 3 === 0 ? "#3f7f35" : i % 3 === 1 ? "#5f9e48" : "#78b05e";
    body += rocket
      ? `<g transform="translate(${(Math.cos(a) * r).toFixed(1)} ${(Math.sin(a) * r).toFixed(1)}) rotate(${((a * 180) / Math.PI).toFixed(0)})">${rocketLeaf(colour)}</g>`
      : leafAt(Math.cos(a) * r, Math.sin(a) * r, (a * 180) / Math.PI, 46, 26, colour, "#a9d18a");
  }
  return body;
}

/** Long ribbons shaved off a vegetable, loosely folded over each other: pale flesh, a rim of skin. */
function ribbons(base: StapleKey): string {
  const [flesh, skin] = base === "wortel" ? ["#f4a257", "#e07020"] : ["#e6f0c0", "#3f7a34"];
  let body = "";
  for (let i = 0; i < 11; i += 1) {
    const deg = i * 33;
    const r = 10 + (i % 3) * 18;
    body +=
      `<g transform="rotate(${deg}) translate(${r} 0)">` +
      path(
        "M-70 -14 C-40 -34 -6 4 26 -14 C44 -24 60 -18 70 -10 L68 6 C58 -2 44 -8 28 2 C-4 22 -40 -16 -70 4Z",
        flesh,
        `stroke="${skin}" stroke-width="3"`,
      ) +
      stroke("M-60 -4 C-34 -20 -4 12 24 -4", "#ffffff", 2, 'opacity="0.4"') +
      "</g>";
  }
  return body;
}

/** A rucola leaf: long and narrow, with deep rounded lobes along a pale stalk. */
export function rocketLeaf(fill: string): string {
  return (
    path(
      "M0 0 C4 -4 8 -4 10 -2 C12 -10 18 -12 22 -6 C24 -12 30 -14 34 -8 C36 -14 44 -14 46 -8 C52 -10 60 -6 60 0 C60 6 52 10 46 8 C44 14 36 14 34 8 C30 14 24 12 22 6 C18 12 12 10 10 2 C8 4 4 4 0 0Z",
      fill,
    ) + stroke("M-10 0 L54 0", "#b5d69a", 2)
  );
}

/**
 * A bowl of yoghurt seen from above: its swirl, for fruit or vegetables to lie on; soaked oats
 * show as flakes (birchermuesli), cottage cheese as curds.
 */
export function yoghurtSwirl(liquid: string | null): string {
  const texture =
    liquid === "yoghurt"
      ? ""
      : spots(30, 110, 1)
          .map(([x, y, deg]) =>
            liquid === "oats"
              ? ellipse(x, y, 7, 4.5, "#d8bf8e", `transform="rotate(${deg} ${x.toFixed(1)} ${y.toFixed(1)})"`)
              : circle(x, y, 10, "#fffaf0", 'stroke="#e6dcc6" stroke-width="1.5"'),
          )
          .join("");
  return (
    texture + stroke("M-60 10 C-50 -40 40 -50 56 -4 C66 30 10 50 -14 30 C-32 14 -10 -10 14 2", "#d9c9a6", 5)
  );
}

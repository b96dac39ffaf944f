import type { StapleKey } from "@repo/domain";

import { circle, glare, path, rect, stroke } from "./shapes";

// Vegetables wrapped in ham and bites on cucumber slices, laid out in a row.

const WRAPPED: Partial<Record<StapleKey, string>> = { witlof: "#eef2c8", asperge: "#6f9e3f" };

/** A vegetable wrapped in a slice of ham, three of them. */
export function wraps(base: StapleKey | null): string {
  const veg = (base && WRAPPED[base]) ?? "#e9dfae";
  const tip = base === "asperge" ? "#4f7f2c" : "#d7e29a";
  const one =
    path(
      "M-90 -20 C-100 -20 -108 -10 -108 0 C-108 10 -100 20 -90 20 L70 20 C84 14 98 6 104 0 C98 -6 84 -14 70 -20Z",
      veg,
    ) +
    path("M66 -18 C84 -12 98 -4 104 0 C98 4 84 12 66 18 C74 6 74 -6 66 -18Z", tip) +
    rect(-50, -26, 86, 52, 14, "#e88f92") +
    stroke("M-40 -14 C-20 -4 10 -6 28 -16 M-40 12 C-20 2 10 4 28 14", "#d46f75", 3) +
    glare(-20, -14, 16, 4, 0.3);
  return [-62, 0, 62]
    .map((y, i) => `<g transform="translate(${i * 6 - 6} ${y}) rotate(${-4 + i * 3})">${one}</g>`)
    .join("");
}

/** Round slices of cucumber, each with a piece of the protein and a pick. */
export function bites(piece: readonly [string, string]): string {
  const one =
    circle(0, 0, 34, "#3f7a34") +
    circle(0, 0, 29, "#dcecb4") +
    circle(0, 0, 12, "#c6dd93") +
    rect(-16, -20, 32, 30, 7, piece[0]) +
    rect(-12, -17, 24, 22, 5, piece[1]) +
    stroke("M4 -4 L26 -48", "#d9b57a", 4) +
    circle(27, -50, 5, "#e24f35");
  return [
    [-70, -50],
    [10, -66],
    [80, -30],
    [-60, 40],
    [26, 30],
  ]
    .map(([x = 0, y = 0]) => `<g transform="translate(${x} ${y})">${one}</g>`)
    .join("");
}

import type { Colour } from "@repo/domain";

import { circle, glare, path, rect, slice, stroke } from "../shapes";
import { GREEN } from "./colours";

// Fruiting vegetables (cucumber, pepper, courgette, aubergine, pumpkin), each about 100 px across
// around (0, 0).

export function cucumber(): string {
  const body =
    `<g transform="rotate(-25)">${rect(-58, -15, 100, 30, 15, "#3f7a34")}${rect(-52, -9, 88, 4, 2, "#6aa152")}${rect(-52, 3, 80, 3, 1.5, "#5a9446")}` +
    `${circle(40, 0, 14, "#dcecb4", 'stroke="#3f7a34" stroke-width="3"')}</g>`;
  const slices = [
    [-6, 30],
    [26, 38],
  ]
    .map(
      ([x = 0, y = 0]) =>
        `<g transform="translate(${x} ${y})">${slice(15, "#3f7a34", "#dcecb4", "#f3f8df")}${circle(0, 0, 5, "#c6dd93")}</g>`,
    )
    .join("");
  return body + slices;
}

const PEPPER: Record<string, [string, string]> = {
  red: ["#d63c2a", "#b92e1f"],
  yellow: ["#f2b32c", "#d99a17"],
  green: ["#5f9e38", "#4a8229"],
  orange: ["#ef7f24", "#d46a15"],
};

export function pepper(colour: Colour | null): string {
  const [main, shade] = PEPPER[colour ?? "red"] ?? ["#d63c2a", "#b92e1f"];
  return (
    path(
      "M-34 -18 C-44 10 -34 40 -14 44 C-6 46 -2 40 0 36 C2 40 8 46 16 44 C36 40 44 10 34 -18 C24 -30 -24 -30 -34 -18Z",
      main,
    ) +
    path("M-4 -20 C-8 6 -6 30 0 36 C-10 34 -16 10 -14 -18Z", shade) +
    glare(-20, -6, 5, 12, 0.45) +
    path("M-12 -24 C-6 -32 6 -32 12 -24 C6 -20 -6 -20 -12 -24Z", GREEN) +
    stroke("M0 -27 C0 -36 6 -42 12 -44", "#3d7a2e", 6)
  );
}

export function courgette(): string {
  const body = `<g transform="rotate(20)">${rect(-60, -14, 110, 28, 14, "#2f6b2e")}${rect(-54, -8, 96, 3, 1.5, "#4f8a3c")}${rect(-54, 3, 90, 3, 1.5, "#4f8a3c")}${rect(46, -7, 12, 14, 4, "#8a9a4a")}</g>`;
  const slices = [
    [-22, 34],
    [10, 40],
  ]
    .map(
      ([x = 0, y = 0]) =>
        `<g transform="translate(${x} ${y})">${slice(14, "#2f6b2e", "#eef3c8", "#fff")}${circle(0, 0, 5, "#dfe6a8")}</g>`,
    )
    .join("");
  return body + slices;
}

export function pumpkin(): string {
  return (
    `<g transform="rotate(-30)">${path("M-12 -50 C6 -50 12 -36 12 -22 C12 -10 30 0 30 22 C30 44 14 54 0 54 C-14 54 -30 44 -30 22 C-30 0 -12 -10 -12 -22 Z", "#e99a3f")}` +
    `${circle(0, 26, 14, "#f2b866")}${rect(-4, -58, 8, 12, 3, "#7a5a2a")}${glare(-14, 8, 5, 12, 0.35)}</g>`
  );
}

export function aubergine(): string {
  return `<g transform="rotate(-35)">${path("M-8 -40 C14 -40 22 -12 26 14 C30 40 14 56 0 56 C-16 56 -32 40 -26 14 C-22 -8 -24 -40 -8 -40Z", "#5b2a5e")}${glare(-12, 6, 4, 14, 0.35)}${path("M-18 -34 C-10 -46 8 -46 14 -34 C6 -28 -10 -28 -18 -34Z", "#4f8a3c")}${rect(-4, -56, 7, 16, 3, "#4f8a3c")}</g>`;
}

import type { Colour } from "@repo/domain";

import { glare, path, rect, stroke } from "../shapes";
import { GREEN } from "./colours";

// Peppers and aubergine, each about 100 px across around (0, 0).

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

export function aubergine(): string {
  return `<g transform="rotate(-35)">${path("M-8 -40 C14 -40 22 -12 26 14 C30 40 14 56 0 56 C-16 56 -32 40 -26 14 C-22 -8 -24 -40 -8 -40Z", "#5b2a5e")}${glare(-12, 6, 4, 14, 0.35)}${path("M-18 -34 C-10 -46 8 -46 14 -34 C6 -28 -10 -28 -18 -34Z", "#4f8a3c")}${rect(-4, -56, 7, 16, 3, "#4f8a3c")}</g>`;
}

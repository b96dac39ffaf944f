import type { Colour } from "@repo/domain";

import { circle, ellipse, path, rect, stroke } from "../shapes";

// The onion family, each about 100 px across around (0, 0).

export function onion(colour: Colour | null): string {
  const [skin, inner] = colour === "red" ? ["#8e2f5c", "#d9a3c2"] : ["#d49a4f", "#f3e0b8"];
  const whole =
    path(
      "M-10 -44 C-6 -34 18 -26 18 0 C18 22 2 30 -12 30 C-30 30 -42 18 -42 0 C-42 -24 -16 -32 -10 -44Z",
      skin,
    ) + stroke("M-12 -30 C-24 -14 -26 10 -16 28", inner, 2, 'opacity="0.6"');
  let half = circle(26, 26, 24, skin) + circle(26, 26, 21, inner);
  for (const r of [15, 9, 3])
    half += circle(26, 26, r, "none", `stroke="${skin}" stroke-width="2" opacity="0.55"`);
  return whole + half;
}

export function springOnion(): string {
  let body = "";
  for (const [dy = 0, deg = 0] of [
    [-10, -8],
    [4, 0],
    [18, 8],
  ])
    body += `<g transform="translate(-46 ${dy}) rotate(${deg})">${ellipse(0, 0, 10, 8, "#f7f3e4")}${rect(6, -4, 34, 8, 4, "#e9f0cf")}${rect(36, -4, 52, 8, 4, "#5f9e48")}</g>`;
  return body;
}

export function leek(): string {
  return `<g transform="rotate(-20)">${rect(-60, -16, 50, 32, 8, "#f4f1df")}${rect(-14, -16, 36, 32, 2, "#cfe2a0")}${path("M20 -16 L62 -30 L60 -8 L20 0Z", "#3f7a34")}${path("M20 0 L64 4 L58 20 L20 16Z", "#5a9446")}${stroke("M-54 -6 L-16 -6 M-54 6 L-16 6", "#e3dcc0", 2)}</g>`;
}

export function garlic(): string {
  return (
    path(
      "M-4 -40 C0 -30 30 -20 30 6 C30 28 12 34 -4 34 C-20 34 -38 28 -38 6 C-38 -20 -8 -30 -4 -40Z",
      "#f6f1e4",
    ) +
    stroke(
      "M-4 -30 C-16 -10 -16 20 -8 32 M-4 -30 C8 -10 10 20 4 32 M-4 -30 C-30 -6 -28 22 -22 30",
      "#ddd3bd",
      2,
    ) +
    `<g transform="translate(30 30) rotate(30)">${path("M0 -16 C10 -6 10 10 0 16 C-8 10 -8 -6 0 -16Z", "#f1eadb")}</g>`
  );
}

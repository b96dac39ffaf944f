import { ellipse, glare, path, rect } from "../shapes";

// Mushrooms and olives: neither a root nor a leaf, each about 100 px across around (0, 0).

export function mushroom(): string {
  const one = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})">${rect(-9, -4, 18, 34, 7, "#efe2cc")}${path("M-34 2 C-34 -30 34 -30 34 2 C20 8 -20 8 -34 2Z", "#b98a62")}${glare(-14, -12, 8, 4, 0.35)}</g>`;
  return one(-14, -14, 1) + one(26, 12, 0.75);
}

export function olives(): string {
  return [
    [-24, -14, -20],
    [4, -20, 10],
    [-8, 12, 30],
    [22, 8, -10],
  ]
    .map(
      ([x = 0, y = 0, deg = 0]) =>
        `<g transform="translate(${x} ${y}) rotate(${deg})">${ellipse(0, 0, 14, 11, "#2d2a2b")}${ellipse(-4, -4, 4, 3, "#6b6466")}</g>`,
    )
    .join("");
}

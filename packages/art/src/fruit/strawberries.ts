import { ellipse, glare, leafAt, path, stroke } from "../shapes";

// Strawberries, whole and halved, about 100 px across around (0, 0).

/** Strawberries, one whole with its green crown and two cut in quarters. */
export function strawberries(): string {
  let seeds = "";
  for (const [x, y] of [
    [-6, -4],
    [6, -2],
    [0, 8],
    [-8, 12],
    [8, 14],
    [0, 22],
  ] as const)
    seeds += ellipse(x - 14, y - 10, 1.6, 2.4, "#f7d56a");
  const quarter = (x: number, y: number, deg: number) =>
    `<g transform="translate(${x} ${y}) rotate(${deg})">` +
    path("M0 -16 C12 -16 16 -4 14 6 C10 16 4 20 0 22 L0 -16Z", "#d8283c") +
    path("M0 -12 C8 -12 11 -3 9 5 C7 12 3 15 0 17Z", "#f58a8f") +
    stroke("M1 -10 L1 14", "#fbd0cf", 2) +
    "</g>";
  return (
    path(
      "M-14 -24 C4 -26 12 -10 10 6 C8 22 -4 34 -14 36 C-24 34 -36 22 -38 6 C-40 -10 -32 -26 -14 -24Z",
      "#d8283c",
    ) +
    seeds +
    glare(-24, -6, 4, 8, 0.35) +
    leafAt(-14, -24, -150, 16, 8, "#4f8a3c") +
    leafAt(-14, -24, -30, 16, 8, "#4f8a3c") +
    leafAt(-14, -24, -90, 14, 7, "#5f9e48") +
    quarter(22, 2, 20) +
    quarter(28, 30, -30)
  );
}

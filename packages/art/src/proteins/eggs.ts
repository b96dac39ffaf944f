import { circle, ellipse, path, stroke } from "../shapes";

// Eggs: halved when boiled, sunny side up from the pan; about 170 px across around (0, 0).

export function eggHalves(): string {
  const half = (x: number, y: number, deg: number) =>
    `<g transform="translate(${x} ${y}) rotate(${deg})">${ellipse(0, 0, 42, 30, "#fffdf7", 'stroke="#eee5d3" stroke-width="2"')}${circle(-2, 0, 17, "#f4b41a")}${circle(-6, -4, 6, "#f9d264")}</g>`;
  return half(-36, -6, -12) + half(38, 8, 10);
}

export function friedEgg(): string {
  return (
    path(
      "M-70 -10 C-76 -50 -20 -66 16 -56 C60 -60 84 -24 74 10 C70 46 30 62 -6 56 C-50 58 -66 28 -70 -10Z",
      "#fffdf7",
    ) +
    circle(-2, -2, 27, "#f2a81a") +
    circle(-10, -10, 9, "#f9d264") +
    stroke("M-56 20 C-40 40 -10 46 20 44", "#eee5d3", 3)
  );
}

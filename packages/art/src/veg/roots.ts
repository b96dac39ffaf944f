import { circle, glare, leafAt, path, stroke } from "../shapes";
import { GREEN } from "./colours";

// Roots and tubers, each about 100 px across around (0, 0).

function root(colour: string, shade: string, tops: boolean): string {
  return (
    (tops
      ? leafAt(-38, -30, -140, 30, 8, GREEN) +
        leafAt(-38, -30, -110, 34, 8, "#5f9e48") +
        leafAt(-38, -30, -170, 28, 7, GREEN)
      : "") +
    path(
      "M-44 -36 C-30 -46 -18 -34 -10 -26 L44 38 C46 42 42 44 38 42 L-36 -10 C-48 -18 -52 -30 -44 -36Z",
      colour,
    ) +
    stroke("M-26 -20 L-18 -24 M-6 -6 L2 -12 M12 10 L18 6", shade, 2.5)
  );
}

export function carrot(): string {
  return root("#ee7d2b", "#c9601a", true);
}

export function parsnip(): string {
  return root("#efe2bd", "#cdb98a", true);
}

export function radish(): string {
  const one = (x: number, y: number, deg: number) =>
    `<g transform="translate(${x} ${y}) rotate(${deg})">${leafAt(0, -18, -110, 30, 14, "#4f8a3c")}${leafAt(0, -18, -70, 32, 14, "#5f9e48")}${circle(0, 0, 18, "#d8365a")}${path("M-6 14 L0 30 L6 14Z", "#f7e8ee")}${glare(-7, -6, 5, 4)}</g>`;
  return one(-16, 0, -15) + one(22, 14, 20);
}

export function beet(): string {
  const whole =
    leafAt(-14, -22, -120, 34, 16, "#4f8a3c", "#a3254a") +
    leafAt(-14, -22, -70, 30, 14, "#5f9e48", "#a3254a") +
    circle(-14, 0, 26, "#8e1f3f") +
    path("M-18 24 L-14 40 L-10 24Z", "#8e1f3f") +
    glare(-22, -8, 6, 4, 0.35);
  let half = circle(28, 26, 22, "#7a1836") + circle(28, 26, 19, "#b3315a");
  for (const r of [13, 7]) half += circle(28, 26, r, "none", 'stroke="#8e1f3f" stroke-width="2"');
  return whole + half;
}

export function ginger(): string {
  return (
    path(
      "M-46 6 C-46 -10 -24 -12 -14 -6 C-12 -22 8 -26 12 -10 C22 -22 40 -16 38 0 C50 6 46 24 30 22 C20 32 -4 30 -10 20 C-26 28 -46 22 -46 6Z",
      "#d8b27a",
    ) +
    stroke("M-30 4 C-20 8 -10 6 0 2 M10 0 C20 4 28 8 34 10", "#b88f55", 2) +
    circle(-30, 8, 10, "#f1de9c", 'stroke="#d8b27a" stroke-width="2"')
  );
}

import { circle, glare, path, rect, slice } from "../shapes";

// Gourds (cucumber, courgette, pumpkin), each about 100 px across around (0, 0).

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

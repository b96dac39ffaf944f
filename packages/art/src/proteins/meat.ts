import { circle, glare, path, stroke } from "../shapes";

// Meat drawn as itself, about 170 px across around (0, 0).

export function meatballs(colour: string, light: string): string {
  return [
    [-40, -16],
    [0, -30],
    [40, -14],
    [-20, 22],
    [22, 22],
  ]
    .map(
      ([x = 0, y = 0]) =>
        circle(x, y, 24, colour) +
        circle(x - 6, y - 7, 10, light, 'opacity="0.7"') +
        circle(x + 8, y + 9, 6, "#5a2e1c", 'opacity="0.25"'),
    )
    .join("");
}

export function veal(): string {
  return (
    path(
      "M-82 -8 C-80 -42 -10 -52 40 -42 C80 -34 90 -2 78 22 C64 48 -10 50 -50 40 C-76 32 -84 14 -82 -8Z",
      "#8a4530",
    ) +
    path(
      "M-72 -8 C-70 -34 -10 -42 36 -34 C70 -26 78 -2 68 18 C56 38 -10 40 -46 32 C-68 26 -74 12 -72 -8Z",
      "#b5654a",
    ) +
    stroke("M-40 -10 C-20 0 10 -4 40 6", "#e9c6b4", 4, 'opacity="0.8"') +
    glare(-34, -22, 16, 5, 0.25)
  );
}

export function ham(): string {
  const slice = (x: number, y: number, deg: number) =>
    `<g transform="translate(${x} ${y}) rotate(${deg})">${path("M-56 -20 C-30 -44 40 -40 56 -14 C62 6 40 30 0 30 C-40 30 -66 8 -56 -20Z", "#fbe1dc")}${path("M-48 -16 C-26 -36 36 -32 48 -12 C52 4 34 22 0 22 C-34 22 -56 4 -48 -16Z", "#e88f92")}${stroke("M-30 -4 C-10 6 20 6 36 -6", "#d46f75", 3)}</g>`;
  return slice(-16, -18, -10) + slice(20, 22, 12);
}

/** A steak, sliced: a dark crust and a pink middle in every slice. */
export function beef(): string {
  let body = "";
  for (let i = 0; i < 5; i += 1) {
    body +=
      `<g transform="translate(${-64 + i * 32} ${i * 3 - 6}) rotate(${-14 + i * 3})">` +
      path("M-14 -42 C-4 -46 8 -46 16 -40 L18 40 C8 46 -6 46 -16 40Z", "#5a2c1e") +
      path("M-10 -36 C-2 -39 6 -39 12 -35 L13 34 C6 38 -4 38 -11 34Z", "#c2545a") +
      path("M-6 -26 C0 -28 4 -28 8 -25 L9 24 C4 27 -2 27 -7 24Z", "#d9737a", 'opacity="0.8"') +
      "</g>";
  }
  return body;
}

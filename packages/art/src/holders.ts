import { circle, ellipse, glare, path, spots, stroke } from "./shapes";

// The edible holders a filling goes in (a cucumber boat, a portobello, a pepper, an egg, a tomato,
// a lettuce cup), each drawn with its filling.

/** A soft white filling (cottage cheese, goat cheese) in little curds. */
function curds(rx: number, ry: number, colour = "#fffaf0"): string {
  let body = "";
  for (let i = 0; i < 9; i += 1) {
    const x = -rx * 0.7 + (i % 5) * ((rx * 1.4) / 4);
    const y = i < 5 ? -ry * 0.3 : ry * 0.3;
    body += circle(x, y, Math.min(rx, ry) * 0.42, colour, 'stroke="#e6dcc6" stroke-width="1.5"');
  }
  return body;
}

export function cucumberBoat(topping: string): string {
  return (
    path("M-84 0 C-84 -26 84 -26 84 0 C84 26 -84 26 -84 0Z", "#3f7a34") +
    path("M-76 0 C-76 -19 76 -19 76 0 C76 19 -76 19 -76 0Z", "#dcecb4") +
    path("M-64 0 C-64 -11 64 -11 64 0 C64 11 -64 11 -64 0Z", "#c6dd93") +
    curds(60, 12) +
    topping
  );
}

/** A portobello cap, gills up, with what fills it. */
export function portobello(filling: string): string {
  return (
    circle(0, 0, 62, "#7a5236") +
    circle(0, 0, 54, "#5e3d28") +
    Array.from({ length: 24 }, (_, i) => {
      const a = (i / 24) * Math.PI * 2;
      return stroke(
        `M${(Math.cos(a) * 20).toFixed(1)} ${(Math.sin(a) * 20).toFixed(1)} L${(Math.cos(a) * 52).toFixed(1)} ${(Math.sin(a) * 52).toFixed(1)}`,
        "#8a6448",
        1.5,
      );
    }).join("") +
    filling
  );
}

export function stuffedPepper(colour: string): string {
  return (
    path("M-56 0 C-56 -30 40 -34 56 -10 C62 0 62 10 56 16 C40 34 -56 30 -56 0Z", colour) +
    path("M-46 0 C-46 -20 36 -24 48 -6 C50 4 46 10 40 14 C24 24 -46 20 -46 0Z", "#fffaf0") +
    curds(36, 8, "#fbf6ea") +
    path("M56 -6 C68 -10 76 -4 80 -12", "none", 'stroke="#3d7a2e" stroke-width="7" stroke-linecap="round"')
  );
}

export function devilledEgg(): string {
  return (
    ellipse(0, 0, 50, 34, "#fffdf7", 'stroke="#eee5d3" stroke-width="2"') +
    path("M-22 0 C-24 -18 22 -18 22 0 C24 16 -22 16 -22 0Z", "#f6c64a") +
    stroke("M-14 -4 C-6 -12 6 -12 14 -4 M-12 6 C-4 0 4 0 12 6", "#e2a92c", 3)
  );
}

/** A beefsteak tomato hollowed and filled, seen from above, its cap leaning beside it. */
export function stuffedTomato(filling: string): string {
  const flakes = spots(9, 26, 1)
    .map(([x, y]) => ellipse(x, y, 9, 6, filling, 'stroke="#00000018" stroke-width="1"'))
    .join("");
  return (
    circle(0, 0, 50, "#c7361f") +
    circle(0, 0, 44, "#e24f35") +
    circle(0, 0, 36, "#f3e7cf") +
    flakes +
    circle(-12, -8, 3, "#4f8a3c") +
    circle(10, 12, 3, "#4f8a3c") +
    glare(-30, -26, 8, 5, 0.4)
  );
}

/** A crisp lettuce leaf cupped round its filling, a few strips of vegetable on top. */
export function lettuceCup(filling: string, strips: readonly string[]): string {
  let crumbs = "";
  for (let i = 0; i < 14; i += 1) {
    const a = i * 2.39996;
    const r = Math.sqrt((i + 0.5) / 14) * 30;
    crumbs += circle(
      Math.cos(a) * r * 1.3,
      Math.sin(a) * r * 0.7,
      6,
      filling,
      'stroke="#00000020" stroke-width="1"',
    );
  }
  return (
    path(
      "M-66 0 C-70 -34 -30 -48 0 -46 C34 -48 72 -30 66 4 C62 34 30 46 0 44 C-34 46 -62 30 -66 0Z",
      "#9cc96a",
    ) +
    path(
      "M-56 0 C-58 -26 -26 -38 0 -36 C28 -38 58 -24 54 2 C50 26 24 36 0 34 C-26 36 -52 24 -56 0Z",
      "#d6eca8",
    ) +
    stroke("M-50 0 L50 0 M-30 -24 L-10 0 M20 -26 L6 0 M-26 26 L-10 0 M24 24 L8 0", "#b5d98a", 2) +
    crumbs +
    strips
      .map((colour, i) => stroke(`M${-30 + i * 20} ${-14 + i * 6} L${-6 + i * 20} ${10 + i * 4}`, colour, 5))
      .join("")
  );
}

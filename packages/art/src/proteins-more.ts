import { at, circle, ellipse, glare, path, rect, spots, stroke } from "./shapes";

// More proteins drawn as themselves, about 170 px across around (0, 0): shellfish, oily fish,
// turkey, beef, kwark and tempeh, each told apart from its neighbours at a glance.

/** Shrimp: pink curls with their segments and a fanned tail. */
export function shrimp(): string {
  const one =
    path(
      "M-20 -6 C-18 -24 10 -28 22 -12 C32 2 24 22 6 24 C-4 25 -10 20 -8 14 C4 16 14 10 12 0 C10 -12 -6 -14 -10 -2Z",
      "#f08a62",
    ) +
    stroke("M-2 -20 C2 -16 2 -12 -2 -8 M10 -16 C12 -10 12 -6 8 -2 M18 -4 C16 2 14 6 10 8", "#fbc3a6", 2.5) +
    path("M-10 -2 C-20 -2 -28 -10 -30 -16 C-22 -14 -18 -12 -20 -6Z", "#e0683f") +
    circle(16, 14, 2.5, "#3a2a22");
  return spots(7, 52)
    .map(([x, y, deg]) => at(x, y, deg * 2, 1, one))
    .join("");
}

/** Mussels: blue-black shells, opened, the orange meat inside. */
export function mussels(): string {
  const one =
    path(
      "M-30 0 C-30 -14 -12 -20 10 -18 C26 -16 34 -8 34 0 C34 8 26 16 10 18 C-12 20 -30 14 -30 0Z",
      "#23283a",
    ) +
    path(
      "M-24 0 C-24 -10 -10 -14 8 -13 C22 -12 27 -6 27 0 C27 6 22 12 8 13 C-10 14 -24 10 -24 0Z",
      "#4a5470",
    ) +
    path("M-16 0 C-14 -8 10 -10 18 -2 C20 6 6 10 -4 8 C-12 7 -16 4 -16 0Z", "#f29a4a") +
    stroke("M-10 0 C-2 -4 8 -4 14 0", "#d9782f", 2) +
    glare(18, -8, 6, 2.5, 0.35);
  return spots(7, 54)
    .map(([x, y, deg]) => at(x, y, deg, 1, one))
    .join("");
}

/** A fillet of mackerel or herring, skin up: blue-grey with dark wavy bands and a silver belly. */
export function oilyFish(): string {
  const outline =
    "M-86 -4 C-74 -34 40 -40 78 -18 C94 -8 92 12 78 20 C40 40 -70 34 -86 8 C-90 2 -90 -2 -86 -4Z";
  let bands = "";
  for (let i = 0; i < 7; i += 1) {
    const x = -60 + i * 20;
    bands += stroke(`M${x} -26 C${x + 8} -18 ${x - 4} -10 ${x + 4} -2`, "#25364a", 4, 'opacity="0.85"');
  }
  return (
    path(outline, "#5c7891") +
    path("M-84 2 C-60 12 40 16 84 6 C80 18 40 36 -66 30 C-80 24 -86 12 -84 2Z", "#d7dfe4") +
    bands +
    stroke("M-80 2 C-40 8 40 8 84 2", "#9fb3c2", 2.5) +
    glare(-20, -22, 20, 4, 0.3)
  );
}

/** A turkey fillet: paler and broader than chicken, grilled in bars. */
export function turkey(): string {
  return (
    path(
      "M-88 0 C-86 -40 -10 -50 40 -40 C84 -30 92 0 82 20 C66 46 -20 48 -56 40 C-80 34 -90 18 -88 0Z",
      "#d9a66a",
    ) +
    path(
      "M-78 0 C-76 -32 -10 -40 36 -32 C72 -24 80 0 72 16 C58 36 -18 38 -50 32 C-70 26 -80 14 -78 0Z",
      "#f1d2a0",
    ) +
    stroke("M-56 -26 L-40 28 M-28 -34 L-12 34 M0 -34 L16 34 M28 -30 L44 28", "#b97f42", 5, 'opacity="0.7"') +
    glare(-30, -18, 16, 5, 0.3)
  );
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

/** Kwark: thick and white, spooned in heaps with peaks, never a runny swirl. */
export function kwark(): string {
  const heap = (x: number, y: number, r: number) =>
    circle(x, y, r, "#fffcf4", 'stroke="#e6dcc6" stroke-width="2"') +
    stroke(
      `M${x - r * 0.6} ${y + 2} C${x - r * 0.2} ${y - r * 0.6} ${x + r * 0.3} ${y - r * 0.5} ${x + r * 0.5} ${y}`,
      "#e6dcc6",
      3,
    ) +
    glare(x - r * 0.3, y - r * 0.4, r * 0.3, r * 0.15, 0.6);
  return heap(-30, -10, 38) + heap(28, 4, 40) + heap(-4, 34, 30);
}

/** Tempeh: a firm slab of pressed beans, tan with the beans showing. */
export function tempeh(): string {
  const slab = (x: number, y: number, deg: number) => {
    let beans = "";
    for (let i = 0; i < 14; i += 1)
      beans += ellipse(-34 + (i % 5) * 17, -14 + Math.floor(i / 5) * 14, 6, 4, "#a87c45");
    return at(
      x,
      y,
      deg,
      1,
      rect(-46, -26, 92, 52, 6, "#c79a5a") + rect(-42, -22, 84, 44, 5, "#dcc08a") + beans,
    );
  };
  return slab(-24, -20, -8) + slab(26, 24, 6);
}

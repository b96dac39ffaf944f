import { at, glare, path, spots, stroke } from "./shapes";

// Shellfish drawn as themselves, about 170 px across around (0, 0), like the other proteins.

/** Peeled prawns: pink curls with their segments and a red tail fan. */
export function shrimp(): string {
  const one =
    path(
      "M-22 -4 C-22 -22 4 -28 18 -16 C28 -6 24 12 10 18 C4 20 0 14 4 8 C12 4 12 -8 2 -10 C-8 -12 -12 -4 -10 4Z",
      "#f4a07a",
    ) +
    stroke("M-8 -16 L-4 -5 M4 -18 L5 -7 M14 -10 L9 -1", "#e07a54", 2, 'opacity="0.8"') +
    path("M-10 4 L-24 10 L-14 16Z", "#d9583a") +
    glare(0, -16, 8, 3, 0.3);
  return spots(7, 56)
    .map(([x, y, deg]) => at(x, y, deg, 1, one))
    .join("");
}

/** Opened mussels: blue-black shells with their orange meat. */
export function mussels(): string {
  const one =
    path("M-28 0 C-22 -16 16 -18 30 -4 C22 10 -16 14 -28 0Z", "#27313b") +
    path("M-21 0 C-15 -9 12 -11 21 -3 C13 4 -13 6 -21 0Z", "#f0a04a") +
    stroke("M-28 0 C-20 12 16 16 30 -4", "#45525f", 3) +
    glare(-8, -10, 7, 2, 0.3);
  return spots(8, 60)
    .map(([x, y, deg]) => at(x, y, deg, 1, one))
    .join("");
}

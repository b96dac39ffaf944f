import { at, circle, glare, path, spots, stroke } from "../shapes";

// Shellfish drawn as themselves, about 170 px across around (0, 0).

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

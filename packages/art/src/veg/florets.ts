import { circle, leafAt, path } from "../shapes";

// Vegetables eaten as florets (broccoli, cauliflower), each about 100 px across around (0, 0).

export function broccoli(): string {
  const stem = path("M-10 40 L-6 6 L6 6 L10 40 C4 44 -4 44 -10 40Z", "#8cbf5a");
  const florets = [
    [-26, -6, 20],
    [0, -20, 24],
    [24, -4, 20],
    [-12, 10, 16],
    [14, 10, 16],
  ]
    .map(
      ([x = 0, y = 0, r = 0]) =>
        circle(x, y, r, "#3d7a2e") + circle(x - r * 0.25, y - r * 0.25, r * 0.55, "#5a9a45"),
    )
    .join("");
  return stem + florets + circle(-4, -26, 4, "#7cb860") + circle(20, -10, 3, "#7cb860");
}

export function cauliflower(): string {
  let body =
    leafAt(0, 10, -160, 52, 30, "#5f9e48", "#8cbf5a") +
    leafAt(0, 10, -20, 52, 30, "#5f9e48", "#8cbf5a") +
    leafAt(0, 10, 90, 44, 28, "#4f8a3c", "#8cbf5a");
  for (const [x = 0, y = 0, r = 0] of [
    [-20, -8, 18],
    [0, -20, 20],
    [20, -8, 18],
    [-10, 8, 17],
    [12, 8, 17],
  ])
    body += circle(x, y, r, "#f4ecd3") + circle(x - 4, y - 4, r * 0.45, "#fbf7ea");
  return body;
}

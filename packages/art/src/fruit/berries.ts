import { circle } from "../shapes";

// Berries, drawn as a small heap, about 100 px across around (0, 0).

function raspberry(x: number, y: number): string {
  let body = "";
  for (const [dx = 0, dy = 0] of [
    [0, -10],
    [-8, -4],
    [8, -4],
    [-10, 5],
    [0, 2],
    [10, 5],
    [-5, 12],
    [5, 12],
  ])
    body += circle(x + dx, y + dy, 6, "#c72f54") + circle(x + dx - 2, y + dy - 2, 2, "#e8708c");
  return body;
}

export function raspberries(): string {
  return raspberry(-22, -10) + raspberry(18, -14) + raspberry(-2, 20);
}

export function blueberries(): string {
  return [
    [-22, -8],
    [0, -18],
    [20, -4],
    [-10, 14],
    [12, 18],
    [-30, 16],
  ]
    .map(
      ([x = 0, y = 0]) =>
        circle(x, y, 11, "#3b4a8a") +
        circle(x - 3, y - 3, 4, "#6a79b8") +
        circle(x + 2, y + 2, 2.5, "#26305e"),
    )
    .join("");
}

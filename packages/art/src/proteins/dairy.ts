import { circle, glare, path, stroke } from "../shapes";

// Dairy (mozzarella, goat cheese, cottage cheese, yoghurt, kwark), about 170 px across.

export function cheeseBalls(): string {
  return [
    [-40, -10, 28],
    [10, -24, 30],
    [34, 20, 26],
    [-12, 28, 24],
  ]
    .map(
      ([x = 0, y = 0, r = 0]) =>
        circle(x, y, r, "#fffdf4", 'stroke="#e7dfcb" stroke-width="2.5"') +
        glare(x - r * 0.35, y - r * 0.35, r * 0.3, r * 0.2, 0.8),
    )
    .join("");
}

export function goatCheese(): string {
  const disc = (x: number, y: number) =>
    circle(x, y, 36, "#efe7d2") +
    circle(x, y, 30, "#fbf8ef") +
    [0, 1, 2].map((i) => circle(x - 10 + i * 10, y - 6 + (i % 2) * 12, 2.5, "#e4dac3")).join("");
  return disc(-30, -8) + disc(32, 10) + circle(-4, 36, 9, "#fbf8ef") + circle(14, 44, 6, "#fbf8ef");
}

export function curds(colour: string, rim: string, count: number, spread: number): string {
  let body = "";
  for (let i = 0; i < count; i += 1) {
    const a = i * 2.39996;
    const r = Math.sqrt(i / count) * spread;
    body += circle(Math.cos(a) * r, Math.sin(a) * r * 0.8, 13, colour, `stroke="${rim}" stroke-width="2"`);
  }
  return body;
}

export function yoghurt(): string {
  return (
    path("M-64 6 C-70 -30 -20 -52 20 -44 C62 -38 74 -4 62 22 C48 48 -40 50 -64 6Z", "#fdfbf4") +
    stroke("M-30 0 C-20 -24 20 -24 24 -4 C26 12 0 16 -6 4", "#ece4d2", 4) +
    glare(-20, -26, 14, 5, 0.6)
  );
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

import { circle, leafAt, stroke } from "../shapes";

// Herbs drawn as loose leaves: broad (basil) or frilly (parsley, coriander), about 100 px across.

export function basil(): string {
  return (
    leafAt(-6, 6, -150, 44, 34, "#3e8a3a", "#6ab35a") +
    leafAt(-6, 6, -40, 46, 36, "#4a9a40", "#78c066") +
    leafAt(-6, 6, 80, 40, 30, "#3e8a3a", "#6ab35a")
  );
}

function frilly(fill: string, light: string): string {
  let body = stroke("M-30 40 L-6 4 M-30 40 L10 14 M-30 40 L-20 -2", "#6aa542", 3);
  for (const [x = 0, y = 0] of [
    [-6, 0],
    [12, 12],
    [-20, -6],
  ])
    for (let i = 0; i < 5; i += 1) {
      const a = (i / 5) * Math.PI * 2;
      body += circle(x + Math.cos(a) * 10, y + Math.sin(a) * 10, 8, i % 2 ? fill : light);
    }
  return body;
}

export function parsley(): string {
  return frilly("#2f7a2e", "#3f8f38");
}

export function coriander(): string {
  return frilly("#5aa845", "#6cbc55");
}

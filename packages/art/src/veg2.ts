import { rocketLeaf } from "./dishes";
import { circle, ellipse, glare, leafAt, path, rect, stroke } from "./shapes";

// More vegetables, each about 100 px across around (0, 0).

export function radish(): string {
  const one = (x: number, y: number, deg: number) =>
    `<g transform="translate(${x} ${y}) rotate(${deg})">${leafAt(0, -18, -110, 30, 14, "#4f8a3c")}${leafAt(0, -18, -70, 32, 14, "#5f9e48")}${circle(0, 0, 18, "#d8365a")}${path("M-6 14 L0 30 L6 14Z", "#f7e8ee")}${glare(-7, -6, 5, 4)}</g>`;
  return one(-16, 0, -15) + one(22, 14, 20);
}

/** Rucola: a loose handful of long, deeply lobed leaves. */
export function rocket(): string {
  return [-160, -120, -75, -30, 10]
    .map(
      (deg, i) =>
        `<g transform="translate(${-8 + i * 5} ${20 - i * 5}) rotate(${deg})">${rocketLeaf(i % 2 ? "#3f7f35" : "#55913f")}</g>`,
    )
    .join("");
}

export function lettuce(): string {
  let body = "";
  for (let i = 0; i < 8; i += 1) {
    const a = (i / 8) * Math.PI * 2;
    body += circle(Math.cos(a) * 24, Math.sin(a) * 24, 22, i % 2 ? "#8cc06a" : "#9fcd7a");
  }
  return body + circle(0, 0, 22, "#b8dc8f") + stroke("M-10 6 C-4 -2 4 -6 12 -8 M0 0 L-2 16", "#8cc06a", 2);
}

export function greenBeans(): string {
  let body = "";
  for (let i = 0; i < 5; i += 1)
    body += stroke(
      `M${-50 + i * 4} ${-20 + i * 10} C${-16 + i * 3} ${-30 + i * 10} ${18 + i * 2} ${-6 + i * 10} ${50 - i * 3} ${-16 + i * 10}`,
      i % 2 ? "#5a9a3a" : "#6aab46",
      8,
    );
  return body;
}

export function sugarSnaps(): string {
  const pod = (x: number, y: number, deg: number) =>
    `<g transform="translate(${x} ${y}) rotate(${deg})">${path("M-40 0 C-30 -16 30 -16 42 -2 C30 10 -30 12 -40 0Z", "#8cc65a")}${[-22, -6, 10, 26].map((cx) => circle(cx, -2, 6, "#a8d878")).join("")}${stroke("M-40 0 C-20 4 20 4 42 -2", "#6aa542", 2)}</g>`;
  return pod(-4, -14, -15) + pod(6, 18, 10);
}

export function peas(): string {
  return (
    `<g transform="rotate(-20)">${path("M-50 0 C-36 -24 36 -24 50 0 C36 12 -36 12 -50 0Z", "#5f9e48")}${[-30, -12, 6, 24].map((x) => circle(x, -2, 9, "#8cc65a") + circle(x - 3, -5, 3, "#b8e08e")).join("")}</g>` +
    circle(-20, 32, 8, "#8cc65a") +
    circle(-2, 36, 8, "#8cc65a") +
    circle(16, 30, 8, "#8cc65a")
  );
}

export function beet(): string {
  const whole =
    leafAt(-14, -22, -120, 34, 16, "#4f8a3c", "#a3254a") +
    leafAt(-14, -22, -70, 30, 14, "#5f9e48", "#a3254a") +
    circle(-14, 0, 26, "#8e1f3f") +
    path("M-18 24 L-14 40 L-10 24Z", "#8e1f3f") +
    glare(-22, -8, 6, 4, 0.35);
  let half = circle(28, 26, 22, "#7a1836") + circle(28, 26, 19, "#b3315a");
  for (const r of [13, 7]) half += circle(28, 26, r, "none", 'stroke="#8e1f3f" stroke-width="2"');
  return whole + half;
}

export function pumpkin(): string {
  return (
    `<g transform="rotate(-30)">${path("M-12 -50 C6 -50 12 -36 12 -22 C12 -10 30 0 30 22 C30 44 14 54 0 54 C-14 54 -30 44 -30 22 C-30 0 -12 -10 -12 -22 Z", "#e99a3f")}` +
    `${circle(0, 26, 14, "#f2b866")}${rect(-4, -58, 8, 12, 3, "#7a5a2a")}${glare(-14, 8, 5, 12, 0.35)}</g>`
  );
}

export function aubergine(): string {
  return `<g transform="rotate(-35)">${path("M-8 -40 C14 -40 22 -12 26 14 C30 40 14 56 0 56 C-16 56 -32 40 -26 14 C-22 -8 -24 -40 -8 -40Z", "#5b2a5e")}${glare(-12, 6, 4, 14, 0.35)}${path("M-18 -34 C-10 -46 8 -46 14 -34 C6 -28 -10 -28 -18 -34Z", "#4f8a3c")}${rect(-4, -56, 7, 16, 3, "#4f8a3c")}</g>`;
}

export function bokChoy(): string {
  let body = "";
  for (const deg of [-30, -10, 10, 30])
    body += `<g transform="translate(0 40) rotate(${deg})">${path("M-8 0 L-9 -40 L9 -40 L8 0Z", "#eef4dc")}${ellipse(0, -60, 18, 26, "#2f6b2e")}${stroke("M0 -40 L0 -78", "#d6e6b8", 2)}</g>`;
  return body;
}

export function endive(): string {
  return `<g transform="rotate(-25)">${path("M0 -54 C22 -40 24 20 12 44 C6 54 -6 54 -12 44 C-24 20 -22 -40 0 -54Z", "#f6f1d6")}${path("M0 -54 C12 -46 16 -30 14 -20 C6 -26 -6 -26 -14 -20 C-16 -30 -12 -46 0 -54Z", "#d9e27a")}${stroke("M0 -20 L0 40 M-8 -10 C-10 10 -8 30 -4 42 M8 -10 C10 10 8 30 4 42", "#e6dfb6", 2)}</g>`;
}

export function celery(): string {
  let body = "";
  for (const [x = 0, deg = 0] of [
    [-14, -10],
    [2, 0],
    [18, 10],
  ])
    body += `<g transform="translate(${x} 40) rotate(${deg})">${rect(-7, -76, 14, 76, 6, "#b8d88a")}${stroke("M-2 -70 L-2 -4 M3 -70 L3 -4", "#9cc46a", 1.6)}${leafAt(0, -74, -120, 20, 12, "#5f9e48")}${leafAt(0, -74, -60, 20, 12, "#4f8a3c")}</g>`;
  return body;
}

export function olives(): string {
  return [
    [-24, -14, -20],
    [4, -20, 10],
    [-8, 12, 30],
    [22, 8, -10],
  ]
    .map(
      ([x = 0, y = 0, deg = 0]) =>
        `<g transform="translate(${x} ${y}) rotate(${deg})">${ellipse(0, 0, 14, 11, "#2d2a2b")}${ellipse(-4, -4, 4, 3, "#6b6466")}</g>`,
    )
    .join("");
}

export function garlic(): string {
  return (
    path(
      "M-4 -40 C0 -30 30 -20 30 6 C30 28 12 34 -4 34 C-20 34 -38 28 -38 6 C-38 -20 -8 -30 -4 -40Z",
      "#f6f1e4",
    ) +
    stroke(
      "M-4 -30 C-16 -10 -16 20 -8 32 M-4 -30 C8 -10 10 20 4 32 M-4 -30 C-30 -6 -28 22 -22 30",
      "#ddd3bd",
      2,
    ) +
    `<g transform="translate(30 30) rotate(30)">${path("M0 -16 C10 -6 10 10 0 16 C-8 10 -8 -6 0 -16Z", "#f1eadb")}</g>`
  );
}

export function ginger(): string {
  return (
    path(
      "M-46 6 C-46 -10 -24 -12 -14 -6 C-12 -22 8 -26 12 -10 C22 -22 40 -16 38 0 C50 6 46 24 30 22 C20 32 -4 30 -10 20 C-26 28 -46 22 -46 6Z",
      "#d8b27a",
    ) +
    stroke("M-30 4 C-20 8 -10 6 0 2 M10 0 C20 4 28 8 34 10", "#b88f55", 2) +
    circle(-30, 8, 10, "#f1de9c", 'stroke="#d8b27a" stroke-width="2"')
  );
}

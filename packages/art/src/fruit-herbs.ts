import type { Colour } from "@repo/domain";

import { circle, ellipse, glare, leafAt, path, slice, stroke } from "./shapes";

// Fruits and herbs, each about 100 px across around (0, 0).

export function avocado(): string {
  return (
    `<g transform="rotate(-20)">${path("M0 -50 C22 -50 34 -10 34 14 C34 40 18 52 0 52 C-18 52 -34 40 -34 14 C-34 -10 -22 -50 0 -50Z", "#3f5d2a")}` +
    `${path("M0 -42 C16 -42 27 -8 27 14 C27 34 14 44 0 44 C-14 44 -27 34 -27 14 C-27 -8 -16 -42 0 -42Z", "#cfe08a")}` +
    `${path("M0 -30 C10 -30 20 -4 20 14 C20 30 10 38 0 38 C-10 38 -20 30 -20 14 C-20 -4 -10 -30 0 -30Z", "#e6eea8")}` +
    `${circle(0, 16, 15, "#8a5a3a")}${glare(-5, 10, 4, 3, 0.4)}</g>`
  );
}

export function apple(colour: Colour | null): string {
  const skin = colour === "green" || colour === "yellow" ? "#9cc44a" : "#cf3a30";
  return (
    path(
      "M0 -24 C14 -38 40 -30 40 -2 C40 26 20 40 8 36 C4 34 -4 34 -8 36 C-20 40 -40 26 -40 -2 C-40 -30 -14 -38 0 -24Z",
      skin,
    ) +
    glare(-22, -12, 6, 10, 0.45) +
    stroke("M0 -22 C0 -32 4 -40 8 -44", "#6b4a2a", 4) +
    leafAt(6, -36, -30, 24, 12, "#4f8a3c", "#78b05e")
  );
}

export function pear(): string {
  return (
    path(
      "M0 -38 C12 -38 14 -22 16 -12 C20 0 34 8 34 26 C34 44 18 52 0 52 C-18 52 -34 44 -34 26 C-34 8 -20 0 -16 -12 C-14 -22 -12 -38 0 -38Z",
      "#c9cf4a",
    ) +
    glare(-18, 20, 5, 10, 0.4) +
    stroke("M0 -36 C0 -44 2 -50 6 -54", "#6b4a2a", 4) +
    leafAt(4, -46, -20, 20, 10, "#4f8a3c")
  );
}

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

/** Strawberries, one whole with its green crown and two cut in quarters. */
export function strawberries(): string {
  let seeds = "";
  for (const [x, y] of [
    [-6, -4],
    [6, -2],
    [0, 8],
    [-8, 12],
    [8, 14],
    [0, 22],
  ] as const)
    seeds += ellipse(x - 14, y - 10, 1.6, 2.4, "#f7d56a");
  const quarter = (x: number, y: number, deg: number) =>
    `<g transform="translate(${x} ${y}) rotate(${deg})">` +
    path("M0 -16 C12 -16 16 -4 14 6 C10 16 4 20 0 22 L0 -16Z", "#d8283c") +
    path("M0 -12 C8 -12 11 -3 9 5 C7 12 3 15 0 17Z", "#f58a8f") +
    stroke("M1 -10 L1 14", "#fbd0cf", 2) +
    "</g>";
  return (
    path(
      "M-14 -24 C4 -26 12 -10 10 6 C8 22 -4 34 -14 36 C-24 34 -36 22 -38 6 C-40 -10 -32 -26 -14 -24Z",
      "#d8283c",
    ) +
    seeds +
    glare(-24, -6, 4, 8, 0.35) +
    leafAt(-14, -24, -150, 16, 8, "#4f8a3c") +
    leafAt(-14, -24, -30, 16, 8, "#4f8a3c") +
    leafAt(-14, -24, -90, 14, 7, "#5f9e48") +
    quarter(22, 2, 20) +
    quarter(28, 30, -30)
  );
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

export function kiwi(): string {
  let seeds = "";
  for (let i = 0; i < 12; i += 1) {
    const a = (i / 12) * Math.PI * 2;
    seeds += ellipse(
      Math.cos(a) * 15,
      Math.sin(a) * 15,
      2.4,
      1.4,
      "#2a2a22",
      `transform="rotate(${(i / 12) * 360} ${Math.cos(a) * 15} ${Math.sin(a) * 15})"`,
    );
  }
  return (
    `<g transform="translate(-12 -8)">${circle(0, 0, 34, "#8a6a42")}${circle(0, 0, 30, "#7fb53a")}${circle(0, 0, 22, "#a4cf58")}${circle(0, 0, 9, "#f4f2d8")}${seeds}</g>` +
    ellipse(28, 28, 20, 16, "#8a6a42")
  );
}

const CITRUS: Record<"citroen" | "limoen" | "sinaasappel", [string, string, string]> = {
  citroen: ["#f2c12e", "#fbe38a", "#fff3c0"],
  limoen: ["#6aa63a", "#c5e17a", "#e6f3b8"],
  sinaasappel: ["#ef8a24", "#f9b65a", "#fcd9a0"],
};

export function citrus(kind: "citroen" | "limoen" | "sinaasappel"): string {
  const [skin, flesh, pith] = CITRUS[kind];
  return (
    `<g transform="translate(-14 -10) rotate(-20)">${ellipse(0, 0, 32, 26, skin)}${ellipse(32, 0, 6, 5, skin)}${glare(-10, -8, 8, 5, 0.4)}</g>` +
    `<g transform="translate(24 24)">${slice(22, skin, pith, pith, 0)}${circle(0, 0, 17, flesh)}${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => stroke(`M0 0 L${(Math.cos((i * Math.PI) / 4) * 17).toFixed(1)} ${(Math.sin((i * Math.PI) / 4) * 17).toFixed(1)}`, pith, 1.6)).join("")}</g>`
  );
}

/** A sprig: a stem with leaves in pairs. */
function sprig(
  leafLen: number,
  leafWidth: number,
  fill: string,
  count: number,
  stem = "#5f7a3a",
  rib?: string,
): string {
  let body = stroke("M-44 30 C-20 10 10 -10 44 -30", stem, 3);
  for (let i = 0; i < count; i += 1) {
    const t = (i + 0.5) / count;
    const x = -44 + t * 88;
    const y = 30 - t * 60;
    body +=
      leafAt(x, y, -100 - 10 * t, leafLen * (1 - t * 0.3), leafWidth, fill, rib) +
      leafAt(x, y, 40 - 10 * t, leafLen * (1 - t * 0.3), leafWidth, fill, rib);
  }
  return body;
}

export function basil(): string {
  return (
    leafAt(-6, 6, -150, 44, 34, "#3e8a3a", "#6ab35a") +
    leafAt(-6, 6, -40, 46, 36, "#4a9a40", "#78c066") +
    leafAt(-6, 6, 80, 40, 30, "#3e8a3a", "#6ab35a")
  );
}

export function mint(): string {
  return sprig(30, 20, "#6fb35a", 3, "#5a8a3a", "#9cd486");
}

export function sage(): string {
  return sprig(34, 14, "#8aa37a", 3, "#6b7a5a", "#b5c7a6");
}

export function thyme(): string {
  return (
    sprig(10, 6, "#5f8a4a", 8, "#7a6a4a") +
    `<g transform="translate(0 22)">${sprig(8, 5, "#6a9a52", 6, "#7a6a4a")}</g>`
  );
}

export function rosemary(): string {
  return sprig(20, 4.5, "#3f6a45", 10, "#6b5a3a");
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

export function chives(): string {
  let body = "";
  for (let i = 0; i < 7; i += 1)
    body += stroke(
      `M${-48 + i * 2} ${10 + i * 4} L${50 - i * 3} ${-22 + i * 6}`,
      i % 2 ? "#4f8a3c" : "#5f9e48",
      4,
    );
  return body;
}

export function dill(): string {
  let body = stroke("M-40 36 C-10 10 10 -10 36 -36", "#6a9a4a", 2.5);
  for (let i = 0; i < 7; i += 1) {
    const x = -34 + i * 10;
    const y = 30 - i * 10;
    body += stroke(`M${x} ${y} l-14 -12 m14 12 l-4 -18 m4 18 l14 -6 m-14 6 l16 6`, "#7ab35a", 1.6);
  }
  return body;
}

import type { Colour } from "@repo/domain";

import { circle, ellipse, glare, leafAt, path, stroke } from "../shapes";

// Fruits drawn whole with a cut half beside, each about 100 px across around (0, 0).

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

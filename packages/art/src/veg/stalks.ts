import type { Colour } from "@repo/domain";

import { glare, leafAt, path, rect, stroke } from "../shapes";

// Stalks and stems, each about 100 px across around (0, 0).

export function fennel(): string {
  return (
    stroke("M-6 -6 L-14 -44 M2 -8 L4 -48 M10 -4 L22 -40", "#8fbf5a", 7) +
    stroke("M-14 -44 l-8 -6 m8 6 l6 -8 M4 -48 l-6 -6 m6 6 l6 -6 M22 -40 l-2 -9 m2 9 l8 -4", "#5f9e48", 2) +
    path("M-36 18 C-40 -8 -20 -16 0 -14 C20 -16 40 -8 36 18 C30 40 -30 40 -36 18Z", "#e8efcc") +
    path("M-20 30 C-26 10 -16 -8 0 -12 C16 -8 26 10 20 30 C10 38 -10 38 -20 30Z", "#f5f7e3") +
    glare(-18, 4, 5, 10, 0.5)
  );
}

export function asparagus(colour: Colour | null): string {
  const [stalk, tip] = colour === "white" ? ["#efe8d2", "#e2d6b2"] : ["#7aa84a", "#4f7a2c"];
  let body = "";
  for (const [x = 0, deg = 0] of [
    [-24, -12],
    [-6, -4],
    [12, 4],
    [30, 12],
  ])
    body += `<g transform="translate(${x} 40) rotate(${deg})">${rect(-5, -80, 10, 80, 5, stalk)}${path("M-6 -74 C-6 -88 6 -88 6 -74 C3 -70 -3 -70 -6 -74Z", tip)}${stroke("M-4 -50 l4 -4 M-4 -24 l4 -4", tip, 2)}</g>`;
  return body;
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

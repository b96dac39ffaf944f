import type { Colour } from "@repo/domain";

import { circle, ellipse, glare, leafAt } from "../shapes";
import { DARK_GREEN, GREEN } from "./colours";

// Tomatoes, about 100 px across around (0, 0), drawn as the ingredient line names them.

function calyx(x: number, y: number, size: number): string {
  let body = "";
  for (let i = 0; i < 5; i += 1) body += leafAt(x, y, i * 72 - 90, size, size * 0.45, GREEN);
  return body + circle(x, y, size * 0.22, DARK_GREEN);
}

/** A tomato and a half, as most lines mean it. */
function roundTomato(skin = "#d9402a", flesh = "#e24f35"): string {
  const whole =
    circle(-12, -6, 32, skin) + circle(-14, -6, 27, flesh) + glare(-24, -18, 8, 5) + calyx(-12, -8, 13);
  const half =
    circle(26, 24, 22, "#c7361f") +
    circle(26, 24, 18, "#f06a4d") +
    circle(26, 24, 6, "#f7b7a4") +
    [0, 120, 240]
      .map((a) =>
        circle(
          26 + Math.cos((a * Math.PI) / 180) * 11,
          24 + Math.sin((a * Math.PI) / 180) * 11,
          3,
          "#fbe2a8",
        ),
      )
      .join("");
  return whole + half;
}

/** Small round ones, red or yellow, whole and halved. */
function cherries(skin: string, flesh: string): string {
  const whole = (x: number, y: number) =>
    circle(x, y, 16, skin) + glare(x - 5, y - 6, 4, 3) + circle(x, y - 13, 3, DARK_GREEN);
  const half = (x: number, y: number) =>
    circle(x, y, 15, skin) +
    circle(x, y, 12, flesh) +
    circle(x - 4, y, 2.5, "#fbe2a8") +
    circle(x + 4, y, 2.5, "#fbe2a8");
  return whole(-24, -14) + whole(10, -24) + half(-6, 16) + half(28, 8);
}

/** Big beefsteak slices, the seed chambers showing. */
function beefSlices(skin: string, flesh: string): string {
  const one = (x: number, y: number) =>
    circle(x, y, 30, skin) +
    circle(x, y, 25, flesh) +
    [0, 72, 144, 216, 288]
      .map((a) => {
        const r = (a * Math.PI) / 180;
        return ellipse(
          x + Math.cos(r) * 13,
          y + Math.sin(r) * 13,
          6,
          4,
          "#f7c08a",
          `transform="rotate(${a} ${(x + Math.cos(r) * 13).toFixed(1)} ${(y + Math.sin(r) * 13).toFixed(1)})"`,
        );
      })
      .join("") +
    circle(x, y, 5, "#f39a7e");
  return one(-18, -8) + one(22, 18);
}

/** Tomatoes as the line names them: cherry, yellow cherry, beefsteak slices, dark kumato. */
export function tomato(_colour: Colour | null, line = ""): string {
  const lower = line.toLowerCase();
  const yellow = /\bgele?\b/.test(lower);
  if (/cherry|cocktail|snoep/.test(lower))
    return yellow ? cherries("#f2b32c", "#f9d264") : cherries("#d9402a", "#f06a4d");
  if (lower.includes("vleestoma")) return beefSlices("#c7361f", "#f06a4d");
  if (lower.includes("kumato")) return roundTomato("#5a2a1e", "#7a3a26");
  if (yellow) return roundTomato("#e9a21c", "#f2b32c");
  return roundTomato();
}

import type { Colour } from "@repo/domain";

import { circle, ellipse, glare, leafAt, path, rect, slice, stroke } from "./shapes";

// Vegetables, each about 100 px across around (0, 0).

const GREEN = "#4f8a3c";
const DARK_GREEN = "#2f6b2e";

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

export function cucumber(): string {
  const body =
    `<g transform="rotate(-25)">${rect(-58, -15, 100, 30, 15, "#3f7a34")}${rect(-52, -9, 88, 4, 2, "#6aa152")}${rect(-52, 3, 80, 3, 1.5, "#5a9446")}` +
    `${circle(40, 0, 14, "#dcecb4", 'stroke="#3f7a34" stroke-width="3"')}</g>`;
  const slices = [
    [-6, 30],
    [26, 38],
  ]
    .map(
      ([x = 0, y = 0]) =>
        `<g transform="translate(${x} ${y})">${slice(15, "#3f7a34", "#dcecb4", "#f3f8df")}${circle(0, 0, 5, "#c6dd93")}</g>`,
    )
    .join("");
  return body + slices;
}

const PEPPER: Record<string, [string, string]> = {
  red: ["#d63c2a", "#b92e1f"],
  yellow: ["#f2b32c", "#d99a17"],
  green: ["#5f9e38", "#4a8229"],
  orange: ["#ef7f24", "#d46a15"],
};

export function pepper(colour: Colour | null): string {
  const [main, shade] = PEPPER[colour ?? "red"] ?? ["#d63c2a", "#b92e1f"];
  return (
    path(
      "M-34 -18 C-44 10 -34 40 -14 44 C-6 46 -2 40 0 36 C2 40 8 46 16 44 C36 40 44 10 34 -18 C24 -30 -24 -30 -34 -18Z",
      main,
    ) +
    path("M-4 -20 C-8 6 -6 30 0 36 C-10 34 -16 10 -14 -18Z", shade) +
    glare(-20, -6, 5, 12, 0.45) +
    path("M-12 -24 C-6 -32 6 -32 12 -24 C6 -20 -6 -20 -12 -24Z", GREEN) +
    stroke("M0 -27 C0 -36 6 -42 12 -44", "#3d7a2e", 6)
  );
}

export function courgette(): string {
  const body = `<g transform="rotate(20)">${rect(-60, -14, 110, 28, 14, "#2f6b2e")}${rect(-54, -8, 96, 3, 1.5, "#4f8a3c")}${rect(-54, 3, 90, 3, 1.5, "#4f8a3c")}${rect(46, -7, 12, 14, 4, "#8a9a4a")}</g>`;
  const slices = [
    [-22, 34],
    [10, 40],
  ]
    .map(
      ([x = 0, y = 0]) =>
        `<g transform="translate(${x} ${y})">${slice(14, "#2f6b2e", "#eef3c8", "#fff")}${circle(0, 0, 5, "#dfe6a8")}</g>`,
    )
    .join("");
  return body + slices;
}

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

export function spinach(): string {
  return (
    leafAt(-40, 20, -30, 70, 40, "#2f6b2e", "#5a9446") +
    leafAt(-20, 34, -70, 66, 38, "#3f7f35", "#6aa152") +
    leafAt(-30, 10, 10, 64, 34, "#4a8a3a", "#78b05e")
  );
}

function root(colour: string, shade: string, tops: boolean): string {
  return (
    (tops
      ? leafAt(-38, -30, -140, 30, 8, GREEN) +
        leafAt(-38, -30, -110, 34, 8, "#5f9e48") +
        leafAt(-38, -30, -170, 28, 7, GREEN)
      : "") +
    path(
      "M-44 -36 C-30 -46 -18 -34 -10 -26 L44 38 C46 42 42 44 38 42 L-36 -10 C-48 -18 -52 -30 -44 -36Z",
      colour,
    ) +
    stroke("M-26 -20 L-18 -24 M-6 -6 L2 -12 M12 10 L18 6", shade, 2.5)
  );
}

export function carrot(): string {
  return root("#ee7d2b", "#c9601a", true);
}

export function parsnip(): string {
  return root("#efe2bd", "#cdb98a", true);
}

export function onion(colour: Colour | null): string {
  const [skin, inner] = colour === "red" ? ["#8e2f5c", "#d9a3c2"] : ["#d49a4f", "#f3e0b8"];
  const whole =
    path(
      "M-10 -44 C-6 -34 18 -26 18 0 C18 22 2 30 -12 30 C-30 30 -42 18 -42 0 C-42 -24 -16 -32 -10 -44Z",
      skin,
    ) + stroke("M-12 -30 C-24 -14 -26 10 -16 28", inner, 2, 'opacity="0.6"');
  let half = circle(26, 26, 24, skin) + circle(26, 26, 21, inner);
  for (const r of [15, 9, 3])
    half += circle(26, 26, r, "none", `stroke="${skin}" stroke-width="2" opacity="0.55"`);
  return whole + half;
}

export function springOnion(): string {
  let body = "";
  for (const [dy = 0, deg = 0] of [
    [-10, -8],
    [4, 0],
    [18, 8],
  ])
    body += `<g transform="translate(-46 ${dy}) rotate(${deg})">${ellipse(0, 0, 10, 8, "#f7f3e4")}${rect(6, -4, 34, 8, 4, "#e9f0cf")}${rect(36, -4, 52, 8, 4, "#5f9e48")}</g>`;
  return body;
}

export function leek(): string {
  return `<g transform="rotate(-20)">${rect(-60, -16, 50, 32, 8, "#f4f1df")}${rect(-14, -16, 36, 32, 2, "#cfe2a0")}${path("M20 -16 L62 -30 L60 -8 L20 0Z", "#3f7a34")}${path("M20 0 L64 4 L58 20 L20 16Z", "#5a9446")}${stroke("M-54 -6 L-16 -6 M-54 6 L-16 6", "#e3dcc0", 2)}</g>`;
}

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

export function kale(): string {
  let body = stroke("M-40 40 L34 -34", "#8cbf5a", 6);
  for (let i = 0; i < 7; i += 1) {
    const t = i / 6;
    const x = -34 + t * 62;
    const y = 34 - t * 62;
    body += circle(x - 12, y - 12, 14 - t * 4, "#2f5d2a") + circle(x + 12, y + 12, 14 - t * 4, "#3d7a35");
  }
  return body;
}

export function cabbage(scale = 1): string {
  const r = 34 * scale;
  return (
    circle(0, 0, r, "#6aa152") +
    circle(-r * 0.15, -r * 0.1, r * 0.75, "#8cc06a") +
    stroke(
      `M${-r * 0.6} ${r * 0.2} C${-r * 0.2} ${-r * 0.4} ${r * 0.3} ${-r * 0.5} ${r * 0.7} ${-r * 0.1}`,
      "#5a9446",
      2.5,
    ) +
    stroke(`M0 ${r * 0.9} C0 ${r * 0.3} ${-r * 0.2} 0 ${-r * 0.5} ${-r * 0.6}`, "#5a9446", 2)
  );
}

export function sprouts(): string {
  return `<g transform="translate(-22 -14)">${cabbage(0.62)}</g><g transform="translate(20 -6)">${cabbage(0.55)}</g><g transform="translate(-2 24)">${cabbage(0.58)}</g>`;
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

export function mushroom(): string {
  const one = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})">${rect(-9, -4, 18, 34, 7, "#efe2cc")}${path("M-34 2 C-34 -30 34 -30 34 2 C20 8 -20 8 -34 2Z", "#b98a62")}${glare(-14, -12, 8, 4, 0.35)}</g>`;
  return one(-14, -14, 1) + one(26, 12, 0.75);
}

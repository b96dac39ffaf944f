import type { ProteinKind, Vessel } from "@repo/domain";

import { circle, ellipse, glare, path, stroke } from "./shapes";
import { mussels, shrimp } from "./shellfish";

// Each protein drawn as itself, about 170 px across around (0, 0).

function fillet(flesh: string, light: string, skin: string, stripes: string): string {
  const outline =
    "M-80 -6 C-70 -40 40 -46 78 -22 C92 -12 90 14 76 24 C40 46 -66 40 -80 14 C-84 6 -84 0 -80 -6Z";
  let lines = "";
  for (let i = 0; i < 6; i += 1)
    lines += stroke(
      `M${-58 + i * 24} -30 C${-50 + i * 24} -10 ${-54 + i * 24} 14 ${-62 + i * 24} 32`,
      stripes,
      3,
      'opacity="0.8"',
    );
  return (
    path(outline, skin) +
    path("M-78 -8 C-66 -36 40 -42 76 -20 C86 -12 86 6 76 12 C40 22 -60 20 -78 4Z", flesh) +
    lines +
    path("M-60 -18 C-20 -30 30 -30 60 -18 C30 -22 -20 -22 -60 -14Z", light, 'opacity="0.7"') +
    glare(-30, -20, 18, 5, 0.3)
  );
}

function meatballs(colour: string, light: string): string {
  return [
    [-40, -16],
    [0, -30],
    [40, -14],
    [-20, 22],
    [22, 22],
  ]
    .map(
      ([x = 0, y = 0]) =>
        circle(x, y, 24, colour) +
        circle(x - 6, y - 7, 10, light, 'opacity="0.7"') +
        circle(x + 8, y + 9, 6, "#5a2e1c", 'opacity="0.25"'),
    )
    .join("");
}

function eggHalves(): string {
  const half = (x: number, y: number, deg: number) =>
    `<g transform="translate(${x} ${y}) rotate(${deg})">${ellipse(0, 0, 42, 30, "#fffdf7", 'stroke="#eee5d3" stroke-width="2"')}${circle(-2, 0, 17, "#f4b41a")}${circle(-6, -4, 6, "#f9d264")}</g>`;
  return half(-36, -6, -12) + half(38, 8, 10);
}

function friedEgg(): string {
  return (
    path(
      "M-70 -10 C-76 -50 -20 -66 16 -56 C60 -60 84 -24 74 10 C70 46 30 62 -6 56 C-50 58 -66 28 -70 -10Z",
      "#fffdf7",
    ) +
    circle(-2, -2, 27, "#f2a81a") +
    circle(-10, -10, 9, "#f9d264") +
    stroke("M-56 20 C-40 40 -10 46 20 44", "#eee5d3", 3)
  );
}

function chicken(): string {
  return (
    path(
      "M-84 4 C-84 -34 -20 -52 30 -40 C70 -30 88 -6 80 18 C70 44 10 50 -34 40 C-66 34 -84 24 -84 4Z",
      "#d9974a",
    ) +
    path(
      "M-74 2 C-72 -26 -20 -42 26 -32 C60 -24 74 -6 68 14 C58 34 8 40 -30 32 C-58 26 -74 18 -74 2Z",
      "#e8b066",
    ) +
    stroke("M-50 -24 L-30 30 M-20 -34 L0 34 M12 -34 L30 30 M42 -26 L58 16", "#b8742f", 5, 'opacity="0.75"') +
    glare(-30, -18, 16, 5, 0.3)
  );
}

function veal(): string {
  return (
    path(
      "M-82 -8 C-80 -42 -10 -52 40 -42 C80 -34 90 -2 78 22 C64 48 -10 50 -50 40 C-76 32 -84 14 -82 -8Z",
      "#8a4530",
    ) +
    path(
      "M-72 -8 C-70 -34 -10 -42 36 -34 C70 -26 78 -2 68 18 C56 38 -10 40 -46 32 C-68 26 -74 12 -72 -8Z",
      "#b5654a",
    ) +
    stroke("M-40 -10 C-20 0 10 -4 40 6", "#e9c6b4", 4, 'opacity="0.8"') +
    glare(-34, -22, 16, 5, 0.25)
  );
}

function ham(): string {
  const slice = (x: number, y: number, deg: number) =>
    `<g transform="translate(${x} ${y}) rotate(${deg})">${path("M-56 -20 C-30 -44 40 -40 56 -14 C62 6 40 30 0 30 C-40 30 -66 8 -56 -20Z", "#fbe1dc")}${path("M-48 -16 C-26 -36 36 -32 48 -12 C52 4 34 22 0 22 C-34 22 -56 4 -48 -16Z", "#e88f92")}${stroke("M-30 -4 C-10 6 20 6 36 -6", "#d46f75", 3)}</g>`;
  return slice(-16, -18, -10) + slice(20, 22, 12);
}

function cheeseBalls(): string {
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

function goatCheese(): string {
  const disc = (x: number, y: number) =>
    circle(x, y, 36, "#efe7d2") +
    circle(x, y, 30, "#fbf8ef") +
    [0, 1, 2].map((i) => circle(x - 10 + i * 10, y - 6 + (i % 2) * 12, 2.5, "#e4dac3")).join("");
  return disc(-30, -8) + disc(32, 10) + circle(-4, 36, 9, "#fbf8ef") + circle(14, 44, 6, "#fbf8ef");
}

function curds(colour: string, rim: string, count: number, spread: number): string {
  let body = "";
  for (let i = 0; i < count; i += 1) {
    const a = i * 2.39996;
    const r = Math.sqrt(i / count) * spread;
    body += circle(Math.cos(a) * r, Math.sin(a) * r * 0.8, 13, colour, `stroke="${rim}" stroke-width="2"`);
  }
  return body;
}

function yoghurt(): string {
  return (
    path("M-64 6 C-70 -30 -20 -52 20 -44 C62 -38 74 -4 62 22 C48 48 -40 50 -64 6Z", "#fdfbf4") +
    stroke("M-30 0 C-20 -24 20 -24 24 -4 C26 12 0 16 -6 4", "#ece4d2", 4) +
    glare(-20, -26, 14, 5, 0.6)
  );
}

function nuts(line: string): string {
  const lower = line.toLowerCase();
  const spots = [
    [-40, -14, -20],
    [-6, -30, 30],
    [30, -12, -40],
    [-24, 20, 60],
    [14, 22, 10],
    [46, 22, -10],
  ];
  const one = lower.includes("amandel")
    ? () =>
        path("M0 -20 C12 -10 12 14 0 20 C-12 14 -12 -10 0 -20Z", "#c48a52") +
        stroke("M0 -14 C4 -4 4 6 0 14", "#a8703c", 1.6)
    : lower.includes("hazelno")
      ? () =>
          circle(0, 2, 16, "#a86b3a") +
          path("M-14 -4 C-10 -18 10 -18 14 -4 C6 -8 -6 -8 -14 -4Z", "#d7b48a") +
          glare(-6, 4, 4, 3, 0.35)
      : () =>
          path("M-18 -2 C-18 -18 18 -18 18 -2 C18 14 8 20 0 16 C-8 20 -18 14 -18 -2Z", "#b07a45") +
          stroke("M0 -14 L0 14 M-10 -6 C-6 0 -12 6 -8 10 M10 -6 C6 0 12 6 8 10", "#7a4e28", 2);
  return spots
    .map(([x = 0, y = 0, deg = 0]) => `<g transform="translate(${x} ${y}) rotate(${deg})">${one()}</g>`)
    .join("");
}

function pulses(line: string, kind: "beans" | "lentils" | "chickpeas" | "soy"): string {
  const lower = line.toLowerCase();
  let body = "";
  const count = kind === "lentils" ? 40 : 16;
  for (let i = 0; i < count; i += 1) {
    const a = i * 2.39996;
    const r = Math.sqrt(i / count) * (kind === "lentils" ? 58 : 60);
    const x = Math.cos(a) * r;
    const y = Math.sin(a) * r * 0.8;
    if (kind === "lentils") {
      const colour =
        lower.includes("zwarte") || lower.includes("beluga")
          ? "#3c3a36"
          : lower.includes("rode")
            ? "#e0813f"
            : "#9c7b4a";
      body += circle(x, y, 6, colour, 'stroke="#00000022" stroke-width="1"');
    } else if (kind === "chickpeas")
      body +=
        circle(x, y, 12, "#e8c27e") +
        circle(x - 3, y - 3, 4, "#f4dcaa") +
        stroke(`M${x + 6} ${y - 8} l4 -3`, "#c9a060", 2);
    else if (kind === "soy") body += ellipse(x, y, 11, 9, "#7cb342", 'stroke="#5f9030" stroke-width="1.5"');
    else {
      const colour = lower.includes("zwarte") ? "#3a3433" : /kidney|rode/.test(lower) ? "#8e2f2f" : "#f1e9d6";
      body += `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${(i * 47) % 180})">${path("M-14 -2 C-14 -12 14 -12 14 -2 C14 8 4 10 0 6 C-4 10 -14 8 -14 -2Z", colour, 'stroke="#9c8a64" stroke-width="1.6"')}</g>`;
    }
  }
  return body;
}

function tofu(): string {
  const cube = (x: number, y: number) =>
    `<g transform="translate(${x} ${y})">${path("M-20 -10 L0 -20 L20 -10 L0 0Z", "#f6e3ad")}${path("M-20 -10 L0 0 L0 22 L-20 12Z", "#d9a94f")}${path("M20 -10 L0 0 L0 22 L20 12Z", "#c8913a")}</g>`;
  return cube(-40, -12) + cube(0, -26) + cube(40, -10) + cube(-20, 20) + cube(22, 22);
}

export function proteinArt(kind: ProteinKind, line: string, vessel: Vessel): string {
  switch (kind) {
    case "salmon":
      return fillet("#f08a5d", "#fbd3bf", "#8a6a62", "#fbd3bf");
    case "trout":
      return fillet("#e9967a", "#f7cdbd", "#7b7f80", "#f7cdbd");
    case "whitefish":
      return fillet("#f7f1e6", "#ffffff", "#a7adae", "#e6dac6");
    case "shrimp":
      return shrimp();
    case "mussels":
      return mussels();
    case "chicken":
      return chicken();
    case "veal":
      return veal();
    case "meatballs":
      return /kip/i.test(line) ? meatballs("#c98a55", "#e3b07e") : meatballs("#9c5a3c", "#c07a55");
    case "ham":
      return ham();
    case "egg":
      return vessel === "pan" ? friedEgg() : eggHalves();
    case "mozzarella":
      return cheeseBalls();
    case "goatcheese":
      return goatCheese();
    case "cottagecheese":
      return curds("#fffaf0", "#ece3d0", 22, 54);
    case "yoghurt":
      return yoghurt();
    case "nuts":
      return nuts(line);
    case "tofu":
      return tofu();
    case "beans":
    case "lentils":
    case "chickpeas":
    case "soy":
      return pulses(line, kind);
  }
}

import { circle, ellipse, glare, path, stroke } from "../shapes";

// Nuts and pulses, told apart by the ingredient line, about 170 px across around (0, 0).

export function nuts(line: string): string {
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

export function pulses(line: string, kind: "beans" | "lentils" | "chickpeas" | "soy"): string {
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

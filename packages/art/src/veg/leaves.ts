import { rocketLeaf } from "../dishes";
import { circle, leafAt, path, stroke } from "../shapes";

// Salad and cooking leaves, each about 100 px across around (0, 0).

export function spinach(): string {
  return (
    leafAt(-40, 20, -30, 70, 40, "#2f6b2e", "#5a9446") +
    leafAt(-20, 34, -70, 66, 38, "#3f7f35", "#6aa152") +
    leafAt(-30, 10, 10, 64, 34, "#4a8a3a", "#78b05e")
  );
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

export function endive(): string {
  return `<g transform="rotate(-25)">${path("M0 -54 C22 -40 24 20 12 44 C6 54 -6 54 -12 44 C-24 20 -22 -40 0 -54Z", "#f6f1d6")}${path("M0 -54 C12 -46 16 -30 14 -20 C6 -26 -6 -26 -14 -20 C-16 -30 -12 -46 0 -54Z", "#d9e27a")}${stroke("M0 -20 L0 40 M-8 -10 C-10 10 -8 30 -4 42 M8 -10 C10 10 8 30 4 42", "#e6dfb6", 2)}</g>`;
}

import { circle, ellipse, glare, slice, stroke } from "../shapes";

// Citrus: a whole fruit and a cut half showing its segments, about 100 px across around (0, 0).

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

import { circle, ellipse, path, stroke } from "../shapes";

// The cabbage family, each about 100 px across around (0, 0); sprouts are small cabbages.

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

export function bokChoy(): string {
  let body = "";
  for (const deg of [-30, -10, 10, 30])
    body += `<g transform="translate(0 40) rotate(${deg})">${path("M-8 0 L-9 -40 L9 -40 L8 0Z", "#eef4dc")}${ellipse(0, -60, 18, 26, "#2f6b2e")}${stroke("M0 -40 L0 -78", "#d6e6b8", 2)}</g>`;
  return body;
}

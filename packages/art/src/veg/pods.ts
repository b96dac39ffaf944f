import { circle, path, stroke } from "../shapes";

// Pods and peas, each about 100 px across around (0, 0).

export function greenBeans(): string {
  let body = "";
  for (let i = 0; i < 5; i += 1)
    body += stroke(
      `M${-50 + i * 4} ${-20 + i * 10} C${-16 + i * 3} ${-30 + i * 10} ${18 + i * 2} ${-6 + i * 10} ${50 - i * 3} ${-16 + i * 10}`,
      i % 2 ? "#5a9a3a" : "#6aab46",
      8,
    );
  return body;
}

export function sugarSnaps(): string {
  const pod = (x: number, y: number, deg: number) =>
    `<g transform="translate(${x} ${y}) rotate(${deg})">${path("M-40 0 C-30 -16 30 -16 42 -2 C30 10 -30 12 -40 0Z", "#8cc65a")}${[-22, -6, 10, 26].map((cx) => circle(cx, -2, 6, "#a8d878")).join("")}${stroke("M-40 0 C-20 4 20 4 42 -2", "#6aa542", 2)}</g>`;
  return pod(-4, -14, -15) + pod(6, 18, 10);
}

export function peas(): string {
  return (
    `<g transform="rotate(-20)">${path("M-50 0 C-36 -24 36 -24 50 0 C36 12 -36 12 -50 0Z", "#5f9e48")}${[-30, -12, 6, 24].map((x) => circle(x, -2, 9, "#8cc65a") + circle(x - 3, -5, 3, "#b8e08e")).join("")}</g>` +
    circle(-20, 32, 8, "#8cc65a") +
    circle(-2, 36, 8, "#8cc65a") +
    circle(16, 30, 8, "#8cc65a")
  );
}

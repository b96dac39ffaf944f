import { at, ellipse, path, rect } from "../shapes";

// Tofu and tempeh drawn as themselves, about 170 px across around (0, 0).

export function tofu(): string {
  const cube = (x: number, y: number) =>
    `<g transform="translate(${x} ${y})">${path("M-20 -10 L0 -20 L20 -10 L0 0Z", "#f6e3ad")}${path("M-20 -10 L0 0 L0 22 L-20 12Z", "#d9a94f")}${path("M20 -10 L0 0 L0 22 L20 12Z", "#c8913a")}</g>`;
  return cube(-40, -12) + cube(0, -26) + cube(40, -10) + cube(-20, 20) + cube(22, 22);
}

/** Tempeh: a firm slab of pressed beans, tan with the beans showing. */
export function tempeh(): string {
  const slab = (x: number, y: number, deg: number) => {
    let beans = "";
    for (let i = 0; i < 14; i += 1)
      beans += ellipse(-34 + (i % 5) * 17, -14 + Math.floor(i / 5) * 14, 6, 4, "#a87c45");
    return at(
      x,
      y,
      deg,
      1,
      rect(-46, -26, 92, 52, 6, "#c79a5a") + rect(-42, -22, 84, 44, 5, "#dcc08a") + beans,
    );
  };
  return slab(-24, -20, -8) + slab(26, 24, 6);
}

import type { ArtGarnish, ProteinKind, StapleKey } from "@repo/domain";

import { basil } from "./herbs/leafy";
import { at, circle, ellipse, glare, path, rect, spots, stroke } from "./shapes";

// What lies in a bowl or on a plate as one dish: a dip spooned into its bowl, fruit cut up on
// yoghurt, tomato and mozzarella laid in turn, a portobello's filling.

/** A thick dip: a mound with the spoon's groove in it, a pool of olive oil and flecks of what is stirred in. */
export function dip(colour: string, flecks: readonly string[], topping: string): string {
  let bits = "";
  spots(40, 92).forEach(([x, y, deg], i) => {
    const fleck = flecks[i % Math.max(1, flecks.length)];
    if (fleck)
      bits += ellipse(x, y, 6, 2.5, fleck, `transform="rotate(${deg} ${x.toFixed(1)} ${y.toFixed(1)})"`);
  });
  // The spoon's groove runs round the mound, olive oil pooled in it: how a dip is served.
  const groove = "M-74 12 C-70 -54 56 -62 72 -6 C82 40 14 62 -20 40 C-46 22 -26 -18 8 -10";
  return (
    circle(4, 6, 112, "#00000018") +
    circle(0, 0, 110, colour, 'stroke="#00000030" stroke-width="3"') +
    stroke(groove, "#00000038", 14) +
    stroke(groove, "#c9a830", 6, 'opacity="0.85"') +
    stroke("M-66 4 C-60 -44 48 -52 64 -12", "#ffffff", 4, 'opacity="0.5"') +
    bits +
    topping
  );
}

/**
 * A vegetable as it lies cooked in a soup, a stew or a pan: leek and carrot in rings, kale
 * shredded, spinach wilted, pumpkin in cubes. Null where the vegetable is drawn as it is.
 */
export function cookedCut(key: StapleKey): string | null {
  switch (key) {
    case "prei":
      return spots(9, 46)
        .map(
          ([x, y]) =>
            circle(x, y, 13, "#d7e6a6", 'stroke="#8fb84a" stroke-width="4"') + circle(x, y, 5, "#f4f7e2"),
        )
        .join("");
    case "boerenkool":
      return spots(16, 50)
        .map(([x, y, deg]) =>
          at(
            x,
            y,
            deg,
            1,
            path(
              "M-10 -4 C-8 -12 0 -10 2 -6 C6 -12 12 -8 10 -2 C14 2 8 8 2 6 C-2 12 -10 8 -8 2 C-14 0 -12 -6 -10 -4Z",
              deg % 2 ? "#2f6b2e" : "#3f7f35",
            ),
          ),
        )
        .join("");
    case "spinazie":
      return spots(8, 44)
        .map(([x, y, deg]) =>
          at(x, y, deg, 1, path("M-14 0 C-10 -10 10 -10 14 0 C10 8 -10 8 -14 0Z", "#3f7a2e")),
        )
        .join("");
    case "pompoen":
      return spots(10, 46)
        .map(([x, y, deg]) =>
          at(x, y, deg, 1, rect(-10, -10, 20, 20, 4, "#f0a040", 'stroke="#d9822a" stroke-width="3"')),
        )
        .join("");
    case "wortel":
      return spots(10, 46)
        .map(
          ([x, y]) =>
            circle(x, y, 11, "#ef8a3a", 'stroke="#d96f20" stroke-width="3"') + circle(x, y, 4, "#f6b06a"),
        )
        .join("");
    default:
      return null;
  }
}

/** The colours of a staple cut up small: flesh and skin. */
const PIECES: Partial<Record<StapleKey, readonly [string, string]>> = {
  appel: ["#f1dc9a", "#c0392b"],
  peer: ["#f3ebc0", "#b9c45a"],
  tomaat: ["#e24f35", "#b8321d"],
  paprika: ["#d63c2a", "#a82a1c"],
  komkommer: ["#dcecb4", "#3f7a34"],
  aardbei: ["#e0394a", "#f7b3b9"],
  kiwi: ["#8cbf3f", "#6b4a2a"],
};

/**
 * A staple cut up and heaped on a bowl of yoghurt: cubes of apple, tomato or pear, not the
 * whole fruit. Warm, stewed fruit is golden and dusted with cinnamon.
 */
export function pieces(key: StapleKey, stewed: boolean): string | null {
  const colours = PIECES[key];
  if (!colours) return null;
  // Stewed apple is peeled and turns soft and golden.
  const [flesh, skin] = stewed && key === "appel" ? ["#f0cf72", "#d9a441"] : colours;
  let body = "";
  spots(18, 50).forEach(([x, y, deg]) => {
    body += at(
      x,
      y,
      deg,
      1,
      path("M-9 -7 C-4 -10 6 -10 9 -7 L9 7 C4 10 -4 10 -9 7Z", flesh, `stroke="${skin}" stroke-width="3"`),
    );
  });
  if (stewed)
    spots(22, 48).forEach(([x, y]) => {
      body += circle(x + 3, y - 2, 1.6, "#7a4a24", 'opacity="0.8"');
    });
  return body;
}

/** Tomato and mozzarella sliced and laid in turn round the plate, basil tucked in between. */
export function caprese(tomatoes: readonly ArtGarnish[]): string {
  const reds = tomatoes.map((g) =>
    /\bgele?\b/i.test(g.line) ? "#f2b32c" : /kumato/i.test(g.line) ? "#7a3a2a" : "#e24f35",
  );
  let body = "";
  for (let i = 0; i < 10; i += 1) {
    const a = (i / 10) * Math.PI * 2;
    const [x, y] = [Math.cos(a) * 72, Math.sin(a) * 72];
    body +=
      i % 2 === 0
        ? at(
            x,
            y,
            0,
            1,
            circle(0, 0, 30, reds[(i / 2) % Math.max(1, reds.length)] ?? "#e24f35") +
              circle(0, 0, 24, "#f07a5a", 'opacity="0.55"') +
              [0, 1, 2, 3]
                .map((s) => circle(Math.cos(s * 1.6) * 12, Math.sin(s * 1.6) * 12, 3, "#f6d36b"))
                .join(""),
          )
        : at(
            x,
            y,
            i * 30,
            1,
            path(
              "M-26 -4 C-24 -24 20 -26 26 -6 C30 14 8 26 -8 22 C-22 18 -28 10 -26 -4Z",
              "#fffdf4",
              'stroke="#e7dfcb" stroke-width="2"',
            ),
          );
  }
  return body + at(0, 0, 10, 0.9, basil()) + at(-6, 6, 140, 0.7, basil()) + glare(-20, -30, 10, 4, 0.4);
}

/**
 * What a portobello is filled with: an egg baked in it, or the cheese (melted mozzarella, soft
 * curds) on the tomato spread inside the cap when the recipe has one, as on a pizza.
 */
export function capFilling(kind: ProteinKind | null, tomato: boolean): string {
  if (kind === "egg")
    return (
      path("M-40 -6 C-42 -36 -6 -44 18 -38 C44 -32 46 -4 38 16 C30 40 -30 40 -40 -6Z", "#fffdf7") +
      circle(0, -2, 16, "#f2a81a") +
      circle(-5, -7, 5, "#f9d264")
    );
  const cheese =
    kind === "mozzarella"
      ? [
          [-18, -14],
          [16, -18],
          [20, 16],
          [-14, 20],
        ]
          .map(
            ([x = 0, y = 0]) =>
              path(
                `M${x - 14} ${y} C${x - 12} ${y - 14} ${x + 12} ${y - 14} ${x + 14} ${y} C${x + 12} ${y + 12} ${x - 12} ${y + 12} ${x - 14} ${y}Z`,
                "#fdf3d4",
              ) + circle(x + 3, y - 2, 3, "#e0b050", 'opacity="0.7"'),
          )
          .join("")
      : spots(7, 26, 1)
          .map(([x, y]) => circle(x, y, 9, "#fffaf0", 'stroke="#e6dcc6" stroke-width="1.5"'))
          .join("");
  if (!tomato) return cheese;
  // The tomato spread inside the cap, halved cherry tomatoes and the cheese melted over them.
  return (
    circle(0, 0, 46, "#c9442c") +
    [
      [-26, 4],
      [2, -30],
      [28, 8],
    ]
      .map(([x = 0, y = 0]) => circle(x, y, 10, "#e24f35") + circle(x, y, 6, "#f07a5a"))
      .join("") +
    cheese
  );
}

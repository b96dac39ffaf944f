import type { Holder } from "@repo/domain";

import { cucumberBoat, devilledEgg, lettuceCup, portobello, stuffedPepper, stuffedTomato } from "./holders";
import { circle, path } from "./shapes";

// Dishes built in or around a vegetable: which holder a filling goes in, and what fills it.

/** Two, three or four of the holder, filled, side by side. */
export function stuffed(
  holder: Holder,
  colour: string,
  topping: string,
  filling = "#f2b09a",
  strips: readonly string[] = [],
  cap = "",
): string {
  const place = (spots: readonly [number, number, number][], one: string) =>
    spots.map(([x, y, deg]) => `<g transform="translate(${x} ${y}) rotate(${deg})">${one}</g>`).join("");
  switch (holder) {
    case "komkommer":
      return place(
        [
          [0, -62, -6],
          [8, 0, -6],
          [0, 62, -6],
        ],
        cucumberBoat(topping),
      );
    case "portobello":
      return place(
        [
          [-62, -10, 0],
          [64, 14, 40],
        ],
        portobello(cap),
      );
    case "paprika":
      return place(
        [
          [-10, -64, -8],
          [12, 0, 6],
          [-6, 64, -4],
        ],
        stuffedPepper(colour),
      );
    case "ei":
      return place(
        [
          [-56, -42, -10],
          [52, -46, 12],
          [-50, 44, 8],
          [56, 40, -14],
        ],
        devilledEgg(),
      );
    case "vleestomaat":
      return (
        place(
          [
            [-56, -10, 0],
            [56, 14, 0],
          ],
          stuffedTomato(filling),
        ) +
        `<g transform="translate(4 -78) rotate(20)">${path("M-30 0 C-30 -18 30 -18 30 0Z", "#d9402a")}${circle(0, -10, 6, "#2f6b2e")}</g>`
      );
    case "slakommetje":
      return place(
        [
          [-48, -50, -10],
          [56, -30, 12],
          [-10, 56, 4],
        ],
        lettuceCup(filling, strips),
      );
  }
}

import type { ArtLine } from "./vessel";

/**
 * The sauce a dish is cooked in, read from its ingredient lines: tomatoes cooked down (from a
 * tin, a jar or a tube) make it red, curry spices golden. A vegetable stirred in at the end
 * (spinach wilted into a curry, kale into a tomato soup) does not change its colour.
 */
export type Sauce = "tomaat" | "curry";

const TOMATO_BASE =
  /tomatenblokjes|tomatenpuree|passata|gezeefde tomaten|tomatensaus|tomaten uit blik|tomaten \(uit blik\)|pelati/;
/** Curry powder, turmeric, a red or yellow curry paste; a green curry paste stays green. */
const CURRY = /kerrie|kurkuma|(?<!groene\s)curry/;

export function sauceIn(lines: readonly ArtLine[]): Sauce | null {
  const text = lines.map(({ text: line }) => line.toLowerCase()).join("\n");
  if (CURRY.test(text)) return "curry";
  return TOMATO_BASE.test(text) ? "tomaat" : null;
}

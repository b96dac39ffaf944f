import { LIMITS } from "@repo/domain";

import { plainText } from "./find-recipes";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A text field, whatever shape it came in: a string, a number, a list, or `{ "@value": ... }`. */
export function text(value: unknown): string {
  if (typeof value === "string") return plainText(value).replace(/\s+/g, " ").trim();
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (isObject(value)) return text(value["@value"] ?? value.name ?? value.text);
  return "";
}

/** `PT1H15M`, `P0DT45M`, `PT90M`, `PT1H30M0S` in whole minutes (seconds round up); null if unreadable. */
export function isoMinutes(value: unknown): number | null {
  const match =
    /^P(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i.exec(
      text(value).replace(/\s/g, ""),
    );
  if (!match || match.slice(1).every((part) => part === undefined)) return null;
  const [days, hours, minutes, seconds] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part.replace(",", "."))));
  const total = (days ?? 0) * 1440 + (hours ?? 0) * 60 + (minutes ?? 0) + (seconds ?? 0) / 60;
  return Number.isFinite(total) ? Math.ceil(total) : null;
}

/** The first whole number in a text: '4 personen' -> 4, '590 kcal energie' -> 590, '590,5' -> 591. */
export function firstNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? Math.round(value) : null;
  const match = /\d+(?:[.,]\d+)?/.exec(Array.isArray(value) ? value.map(text).join(" ") : text(value));
  return match ? Math.round(Number(match[0].replace(",", "."))) : null;
}

/** `recipeYield` as '4 personen', '4', 4 or ['4', '4 porties']: the portions, within the form's range. */
export function servings(value: unknown): number {
  const list = [value].flat();
  for (const item of list) {
    const n = firstNumber(item);
    if (n !== null && n >= LIMITS.servingsMin && n <= LIMITS.servingsMax) return n;
  }
  return LIMITS.servingsDefault;
}

/** `recipeIngredient` (or the older `ingredients`): one clean line each, blank ones dropped. */
export function ingredientLines(recipe: Json): string[] {
  const raw = [recipe.recipeIngredient ?? recipe.ingredients ?? []].flat();
  return raw
    .map(text)
    .filter((line) => line !== "")
    .map((line) => line.slice(0, LIMITS.ingredientMax))
    .slice(0, LIMITS.ingredientsMax);
}

const isTip = (value: Json) => [value["@type"]].flat().includes("HowToTip");

/**
 * HowToStep, HowToSection and plain strings, flattened to one paragraph per line: the steps, or
 * with `tips` only the HowToTips among them (a page's advice, which is no step).
 */
function steps(value: unknown, tips: boolean, depth = 0, inTip = false): string[] {
  if (depth > 6 || value == null) return [];
  if (typeof value === "string") {
    if (tips !== inTip) return [];
    return plainText(value)
      .split(/\n+/)
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter((line) => line !== "");
  }
  if (Array.isArray(value)) return value.flatMap((item) => steps(item, tips, depth + 1, inTip));
  if (!isObject(value)) return [];
  const tip = inTip || isTip(value);
  if ("itemListElement" in value) return steps(value.itemListElement, tips, depth + 1, tip);
  return steps(value.text ?? value.name ?? value.description, tips, depth + 1, tip);
}

export function instructionLines(recipe: Json): string {
  return steps(recipe.recipeInstructions, false).join("\n").slice(0, LIMITS.instructionsMax);
}

/** The page's HowToTips, one per line; null when it has none. */
export function tips(recipe: Json): string | null {
  const lines = steps(recipe.recipeInstructions, true).join("\n");
  return lines === "" ? null : cut(lines, LIMITS.tipsMax);
}

/** `tool` as texts or HowToTools: their names, within the form's limits. */
export function tools(recipe: Json): string[] {
  const names = [recipe.tool ?? []].flat().map((tool) => text(tool).slice(0, LIMITS.toolMax));
  return [...new Set(names.filter((name) => name !== ""))].slice(0, LIMITS.toolsMax);
}

/** The description as the intro under the title; null when there is none or it only repeats the name. */
export function intro(recipe: Json, name: string): string | null {
  const description = text(recipe.description);
  return description === "" || description === name ? null : cut(description, LIMITS.introMax);
}

/** A text within `max` characters: whole sentences when one fits, else whole words and an ellipsis. */
function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const head = value.slice(0, max);
  const sentence = /^[\s\S]*[.!?](?=\s)/.exec(head)?.[0];
  if (sentence && sentence.length > max / 3) return sentence;
  const words = head.slice(0, max - 1).replace(/\s+\S*$/, "");
  return `${words}…`;
}

/** The first image URL, as a string, an ImageObject or a list of either; made absolute against the page. */
export function imageUrl(value: unknown, base: string | null): string | null {
  const first = [value].flat()[0];
  const raw = isObject(first) ? text(first.url ?? first.contentUrl ?? first["@id"]) : text(first);
  if (raw === "") return null;
  try {
    const url = new URL(raw, base ?? undefined);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

export function calories(recipe: Json): number | null {
  const nutrition = [recipe.nutrition].flat()[0];
  return isObject(nutrition) ? firstNumber(nutrition.calories) : null;
}

// A recipe's season, from its main produce: the seasonal fruit and vegetables its name names, or
// else the one its lines use most of. Worked out once per recipe on the server (the summary
// carries it), so the overview's facet and the planner only compare months.
import type { Produce } from "./produce";
import { normalize } from "../text/normalize";
import { monthsOf } from "./months";
import { PRODUCE } from "./produce";

const ALL = new RegExp(PRODUCE.map((item) => `(${item.pattern})`).join("|"), "g");

/** Every produce a text names, in order of mention. */
export function produceIn(text: string): Produce[] {
  const found: Produce[] = [];
  for (const match of normalize(text).matchAll(ALL)) {
    const index = match.findIndex((group, i) => i > 0 && group !== undefined);
    const item = PRODUCE[index - 1];
    if (item && !found.includes(item)) found.push(item);
  }
  return found;
}

/** A rough weight of a line, enough to tell the main produce: '300 g' or '2 ...' as 100 g each. */
function gramsOf(line: string): number {
  const m = /^(\d+(?:[.,]\d+)?)\s*(kg|g|gram)?\b/.exec(normalize(line));
  if (!m) return 0;
  const n = Number((m[1] ?? "0").replace(",", "."));
  return m[2] === "kg" ? n * 1000 : m[2] ? n : n * 100;
}

/**
 * The months the recipe's main produce is in season, ascending; null when it has no seasonal
 * produce (onions, potatoes, apples from the store: any month). Main produce: the first seasonal
 * produce the name names ('Witlofhalfjes ... met tomatensalade' is a witlof dish), or else the
 * heaviest seasonal line.
 */
export function recipeSeason(recipe: { name: string; ingredients: readonly string[] }): number[] | null {
  let main = produceIn(recipe.name).find((item) => item.months !== null);
  if (!main) {
    let most = -1;
    for (const line of recipe.ingredients) {
      const item = produceIn(line).find((found) => found.months !== null);
      const grams = gramsOf(line);
      if (item && grams > most) [main, most] = [item, grams];
    }
  }
  return main?.months ? monthsOf(main.months).sort((a, b) => a - b) : null;
}

/** Whether the recipe's lines hold a piece of fruit (lemon and lime juice are no fruit). */
export function hasFruit(ingredients: readonly string[]): boolean {
  return ingredients.some((line) => produceIn(line).some((item) => item.kind === "fruit"));
}

const facts = new Map<string, { season: number[] | null; fruit: boolean }>();
const FACTS_MAX = 5000;

/**
 * A recipe's season and fruit, remembered by its name and lines: the summaries are made on every
 * overview request, and the lines change far less often than they are read.
 */
export function recipeFacts(recipe: { name: string; ingredients: readonly string[] }): {
  season: number[] | null;
  fruit: boolean;
} {
  const key = `${recipe.name}\n${recipe.ingredients.join("\n")}`;
  let found = facts.get(key);
  if (!found) {
    if (facts.size >= FACTS_MAX) facts.clear();
    found = { season: recipeSeason(recipe), fruit: hasFruit(recipe.ingredients) };
    facts.set(key, found);
  }
  return { season: found.season && [...found.season], fruit: found.fruit };
}

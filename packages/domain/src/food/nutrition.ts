import type { LineMatch } from "./match";
import type { OwnRowKey } from "./own-rows";
import type { FoodTable, Nutrients, SourceId } from "./table";
import { matchLine } from "./match";
import { OWN_ROWS } from "./own-rows";
import { foodTable, NUTRIENT_KEYS } from "./table";

/** Per portion, as the page shows it: salt in grams instead of sodium. */
export type PortionNutrients = Omit<Nutrients, "sodium"> & { salt: number };

/** A source the values came from; for a source of our own, the foods it gave. */
export interface NutritionSource {
  id: SourceId;
  foods: string[];
}

/** What is stored with a recipe on save. */
export interface RecipeNutrition {
  /** The table and its version the values came from. */
  table: string;
  version: string;
  perPortion: PortionNutrients;
  /** Lines that were neither placed nor free: the values leave them out. */
  unmatched: string[];
  /** Every source a placed line used (absent in values stored before the EU label rules). */
  sources?: NutritionSource[];
  /** The foods that bring most of the salt, most first (food keys), for the page's tip. */
  saltFrom?: string[];
}

/** A food brings 'most of the salt' when it gives at least this share of it. */
const SALT_SHARE = 0.25;

/** The foods that give a real share of the salt, most first: at most two, a tip names them. */
function saltSources(sodiumByFood: ReadonlyMap<string, number>, total: number): string[] {
  if (total <= 0) return [];
  return [...sodiumByFood]
    .filter(([, mg]) => mg >= total * SALT_SHARE)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([key]) => key);
}

function addSource(sources: NutritionSource[], id: SourceId, foodName: string | undefined) {
  let source = sources.find((s) => s.id === id);
  if (!source) sources.push((source = { id, foods: [] }));
  if (foodName !== undefined && !source.foods.includes(foodName)) source.foods.push(foodName);
}

const ownName = (key: OwnRowKey) => OWN_ROWS[key].name;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Sums the matched lines' nutrients and divides them over the portions. */
export function nutritionOf(
  matches: readonly LineMatch[],
  servings: number,
  table: FoodTable = foodTable,
): RecipeNutrition {
  const total: Nutrients = {
    kcal: 0,
    protein: 0,
    carbs: 0,
    sugars: 0,
    fat: 0,
    saturated: 0,
    fiber: 0,
    sodium: 0,
  };
  const unmatched: string[] = [];
  const sources: NutritionSource[] = [];
  const sodiumByFood = new Map<string, number>();
  for (const match of matches) {
    if (match.kind === "unmatched") unmatched.push(match.line);
    if (match.kind !== "food") continue;
    const per100 = table.per100g(match.food);
    if (!per100) {
      unmatched.push(match.line);
      continue;
    }
    for (const key of NUTRIENT_KEYS) total[key] += (per100[key] * match.grams) / 100;
    const sodium = (per100.sodium * match.grams) / 100;
    sodiumByFood.set(match.food.key, (sodiumByFood.get(match.food.key) ?? 0) + sodium);
    const source = table.sourceOf(match.food);
    if (source !== undefined)
      addSource(
        sources,
        source,
        match.food.codes.own === undefined ? undefined : ownName(match.food.codes.own),
      );
  }
  const portions = servings > 0 ? servings : 1;
  const per = (n: number) => n / portions;
  return {
    table: table.id,
    version: table.version,
    perPortion: {
      kcal: Math.round(per(total.kcal)),
      protein: round1(per(total.protein)),
      carbs: round1(per(total.carbs)),
      sugars: round1(per(total.sugars)),
      fat: round1(per(total.fat)),
      saturated: round1(per(total.saturated)),
      fiber: round1(per(total.fiber)),
      // Salt is sodium x 2.5, as EU labels state it.
      salt: round1((per(total.sodium) * 2.5) / 1000),
    },
    unmatched,
    sources,
    saltFrom: saltSources(sodiumByFood, total.sodium),
  };
}

/** A recipe's nutrition per portion from its ingredient lines. */
export function computeNutrition(
  lines: readonly string[],
  servings: number,
  table?: FoodTable,
): RecipeNutrition {
  return nutritionOf(lines.map(matchLine), servings, table);
}

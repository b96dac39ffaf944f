// What the shopping list stores: each recipe as it was added (its own lines, its servings and
// the portions to shop for) and each item typed by hand. Pure, so the week menu can add to it.
import type { Aisle } from "./aisles";
import type { ShoppingGroup, ShoppingLine } from "./shopping-list";
import { SHOPPING_LIMITS } from "../limits/shopping";
import { LIMITS } from "../recipe/recipe";

export interface ShoppingEntry {
  /** The recipe the lines come from; null for an item typed by hand. */
  recipeId: string | null;
  /** The recipe's name, or the typed item itself. */
  name: string;
  /** The people the lines are written for, and the people to shop for. */
  servings: number;
  portions: number;
  lines: readonly string[];
}

const isCount = (value: unknown, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= max;

const isText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.trim() !== "" && value.length <= max;

/** A stored entry this version can read; anything else in storage is not one. */
export function isShoppingEntry(value: unknown): value is ShoppingEntry {
  if (typeof value !== "object" || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    (e.recipeId === null || isText(e.recipeId, LIMITS.nameMax)) &&
    isText(e.name, LIMITS.nameMax) &&
    isCount(e.servings, LIMITS.servingsMax) &&
    isCount(e.portions, SHOPPING_LIMITS.portionsMax) &&
    Array.isArray(e.lines) &&
    e.lines.length <= LIMITS.ingredientsMax &&
    e.lines.every((line) => typeof line === "string" && line.length <= LIMITS.ingredientMax)
  );
}

/** A recipe to put on the list, for `portions` people. */
export interface RecipeForList {
  id: string;
  name: string;
  /** The people the recipe's lines are written for. */
  servings: number;
  portions: number;
  lines: readonly string[];
}

/**
 * The list with a recipe on it. When the recipe is there already, 'add' adds the portions to
 * those on the list and 'replace' puts the new number in their place.
 */
export function addRecipe(
  entries: readonly ShoppingEntry[],
  recipe: RecipeForList,
  mode: "add" | "replace" = "add",
): ShoppingEntry[] {
  const present = entries.find((e) => e.recipeId === recipe.id);
  const portions = Math.min(
    SHOPPING_LIMITS.portionsMax,
    mode === "add" && present ? present.portions + recipe.portions : recipe.portions,
  );
  const entry: ShoppingEntry = {
    recipeId: recipe.id,
    name: recipe.name,
    servings: recipe.servings,
    portions,
    lines: [...recipe.lines],
  };
  return present
    ? entries.map((e) => (e === present ? entry : e))
    : [...entries, entry].slice(-SHOPPING_LIMITS.entriesMax);
}

/** The list with an item typed by hand ('2 pakken melk'); blank or overlong text changes nothing. */
export function addOwnItem(entries: readonly ShoppingEntry[], text: string): readonly ShoppingEntry[] {
  const item = text.trim().replace(/\s+/g, " ");
  if (item === "" || item.length > SHOPPING_LIMITS.itemMax) return entries;
  return [...entries, { recipeId: null, name: item, servings: 1, portions: 1, lines: [item] }].slice(
    -SHOPPING_LIMITS.entriesMax,
  );
}

/** The list without a recipe (and so without its lines), or without one typed item. */
export function removeEntry(entries: readonly ShoppingEntry[], gone: ShoppingEntry): ShoppingEntry[] {
  return entries.filter((e) =>
    gone.recipeId === null ? !(e.recipeId === null && e.name === gone.name) : e.recipeId !== gone.recipeId,
  );
}

/** Open lines by aisle, then the ticked ones at the bottom. */
export function splitTicked(
  groups: readonly ShoppingGroup[],
  ticked: ReadonlySet<string>,
): { open: ShoppingGroup[]; done: ShoppingLine[] } {
  const open = groups
    .map((group) => ({ ...group, lines: group.lines.filter((line) => !ticked.has(line.key)) }))
    .filter((group) => group.lines.length > 0);
  const done = groups.flatMap((group) => group.lines.filter((line) => ticked.has(line.key)));
  return { open, done };
}

/**
 * The lines still to buy as plain text, by aisle: what 'Kopieer als tekst' and 'Deel' hand on.
 * Non-breaking spaces become plain ones, which every app that receives it can show.
 */
export function shoppingListText(
  title: string,
  groups: readonly ShoppingGroup[],
  aisleTitle: (aisle: Aisle) => string,
): string {
  const blocks = groups.map((group) =>
    [aisleTitle(group.aisle), ...group.lines.map((line) => `- ${line.text.replace(/\u00a0/g, " ")}`)].join(
      "\n",
    ),
  );
  return [title, ...blocks].join("\n\n");
}

import type { FoodGroup } from "./groups";
import type { OwnRowKey } from "./own-rows";

/**
 * Grams for the units a table cannot know. Every number here is our own estimate (a kitchen
 * scale and Dutch supermarket packs), not part of any food composition table.
 */
export interface OwnWeights {
  /** One piece, or the unit written without a unit ('1 ui'). */
  readonly piece?: number;
  /** One eetlepel; a theelepel is a third of it. Default: 15 ml at the food's density. */
  readonly el?: number;
  /** Grams per millilitre; default 1. */
  readonly density?: number;
  /** Counted units by their singular form ('teentje', 'takje', 'plakje', 'stengel', 'bos'). */
  readonly units?: Readonly<Record<string, number>>;
}

/** One food of the mapping: the Dutch words that name it, its table entry and its groups. */
export interface Food {
  /** A stable key, the food's main Dutch word. */
  readonly key: string;
  /** Written forms that name it (singular, plural, compounds), lower case. */
  readonly words: readonly string[];
  /**
   * Its entry in each table: USDA SR28's NDB number, or the key of a row of our own where SR28
   * has no fitting row (own-rows.ts); a NEVO code can sit beside it.
   */
  readonly codes: { readonly sr28?: string; readonly own?: OwnRowKey; readonly nevo?: string };
  readonly weights: OwnWeights;
  readonly groups: readonly FoodGroup[];
}

/** A row of our own instead of an SR28 number: `food(["roggebrood"], own("roggebrood"))`. */
export const own = (key: OwnRowKey) => ({ own: key });

export const food = (
  words: readonly string[],
  code: string | { own: OwnRowKey },
  weights: OwnWeights = {},
  groups: readonly FoodGroup[] = [],
): Food => ({
  key: words[0] ?? (typeof code === "string" ? code : code.own),
  words,
  codes: typeof code === "string" ? { sr28: code } : code,
  weights,
  groups,
});

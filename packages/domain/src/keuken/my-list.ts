// 'Mijn lijst': the reader's own food list, from their own adviser. What is not on it is marked by
// food word or by food group; a recipe fits when none of its lines names such a food.
import type { MyList, Phase } from "./list-groups";
import { findFood } from "../food/match";
import { GROUP_PREFIX } from "./list-groups";
import { foldWord, foodName, lineCovered, lineName, lineWords } from "./words";

const groupOf = (entry: string): string | null =>
  entry.startsWith(GROUP_PREFIX) ? entry.slice(GROUP_PREFIX.length) : null;

/** Oil in a line: 'olijfolie', '1 el olie', 'sesamolie'. */
export function isOilLine(line: string): boolean {
  return lineCovered(line, ["olie"]);
}

export interface Fit {
  fits: boolean;
  /** The foods that are not on the list, as the lines name them: 'paprika', 'feta'. */
  notOnList: string[];
  /** Phase 2 and the recipe uses oil. */
  oil: boolean;
}

/** Whether a recipe fits the reader's list (and phase 2's 'zonder olie'), and which foods do not. */
export function checkFit(ingredients: readonly string[], list: MyList): Fit {
  const words = list.notOnList.filter((e) => groupOf(e) === null).map(foldWord);
  const groups = list.notOnList.flatMap((e) => groupOf(e) ?? []);
  const notOnList: string[] = [];
  for (const line of ingredients) {
    if (lineWords(line).length === 0) continue;
    const byWord = words.length > 0 && lineCovered(line, words);
    const food = groups.length > 0 ? findFood(lineName(line)) : undefined;
    const byGroup = food?.groups.some((g) => groups.includes(g)) === true;
    const name = foodName(line);
    if ((byWord || byGroup) && !notOnList.includes(name)) notOnList.push(name);
  }
  const oil = list.phase === 2 && ingredients.some(isOilLine);
  return { fits: notOnList.length === 0 && !oil, notOnList, oil };
}

/** How many meals of a planned week may be off the list in a phase: one in 3, a fifth in 4 (80/20). */
export function freeMeals(phase: Phase, meals: number): number {
  return phase === 3 ? 1 : phase === 4 ? Math.floor(meals / 5) : 0;
}

// 'Wat heb ik in huis?': recipes ranked by what is missing from the kitchen.
import { foldWord, foodName, isFreeLine, lineCovered } from "./words";

export interface AtHomeResult<R> {
  recipe: R;
  /** The lines the kitchen lacks, as written. */
  missingLines: string[];
  /** Their food names: 'courgette', 'feta'. */
  missing: string[];
}

/** The lines of a recipe the kitchen lacks; staples count as present, amounts do not matter. */
export function missingLines(ingredients: readonly string[], have: readonly string[]): string[] {
  const folded = have.map(foldWord);
  return ingredients.filter((line) => !isFreeLine(line) && !lineCovered(line, folded));
}

/**
 * Every recipe with what it still needs, those that need least first ('Alles in huis' on top);
 * among equals, those that use more of what was picked, then by name.
 */
export function rankByMissing<R extends { name: string; ingredients: readonly string[] }>(
  recipes: readonly R[],
  picked: readonly string[],
  staples: readonly string[],
): AtHomeResult<R>[] {
  const have = [...picked, ...staples];
  const pickedFolded = picked.map(foldWord);
  return recipes
    .map((recipe) => {
      const lines = missingLines(recipe.ingredients, have);
      const used = pickedFolded.filter((p) =>
        recipe.ingredients.some((line) => lineCovered(line, [p])),
      ).length;
      return { recipe, missingLines: lines, missing: [...new Set(lines.map(foodName))], used };
    })
    .sort(
      (a, b) =>
        a.missing.length - b.missing.length ||
        b.used - a.used ||
        a.recipe.name.localeCompare(b.recipe.name, "nl"),
    )
    .map(({ used: _used, ...result }) => result);
}

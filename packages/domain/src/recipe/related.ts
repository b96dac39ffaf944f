import { proteinGroup } from "../food/protein-groups";

interface Relatable {
  id: string;
  chapter: string;
  proteinType: string;
}

export const RELATED = { min: 3, max: 6 } as const;

/**
 * Recipes to read next: the same chapter first (the same protein group before others), then the
 * same protein group from other chapters. Fewer than three make no strip, so none are returned.
 */
export function relatedRecipes<R extends Relatable>(recipe: Relatable, all: readonly R[]): R[] {
  const group = proteinGroup(recipe.proteinType);
  const score = (other: R) =>
    (other.chapter === recipe.chapter ? 2 : 0) + (proteinGroup(other.proteinType) === group ? 1 : 0);
  const ranked = all
    .filter((other) => other.id !== recipe.id)
    .map((other, order) => ({ other, order, score: score(other) }))
    .filter((entry) => entry.score >= 1)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, RELATED.max)
    .map((entry) => entry.other);
  return ranked.length >= RELATED.min ? ranked : [];
}

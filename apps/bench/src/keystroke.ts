import { countFacets, EMPTY_FILTERS, filterRecipes, indexRecipes } from "@repo/domain";

import { generatedRecipe } from "./server";

export interface KeystrokeFigures {
  /** Per keystroke after the first: median and 95th percentile, in milliseconds. */
  medianMs: number;
  p95Ms: number;
  /** The first keystroke of a visit, which also reads the collection's words once. */
  firstMs: number;
}

/**
 * What the overview does per keystroke: filter the list and recount every facet, with the
 * same functions the page uses. Each typed query starts from a freshly indexed list, as on a
 * new visit, so no answer is reused from an earlier round.
 */
export function keystrokeCost(recipeCount: number, repeats = 10): KeystrokeFigures {
  const recipes = Array.from({ length: recipeCount }, (_, i) => generatedRecipe(i));
  const typed = ["kip courgette", "tomaten", "ei", "creme", "linzen spinazie", "courgete", "vis"];
  const samples: number[] = [];
  const first: number[] = [];
  for (let r = 0; r < repeats; r++) {
    for (const query of typed) {
      const indexed = indexRecipes(recipes);
      for (let i = 1; i <= query.length; i++) {
        const state = {
          ...EMPTY_FILTERS,
          search: query.slice(0, i),
          preparationMethods: r % 2 ? ["Airfryer"] : [],
        };
        const start = performance.now();
        filterRecipes(indexed, state);
        countFacets(indexed, state);
        (i === 1 ? first : samples).push(performance.now() - start);
      }
    }
  }
  const at = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(3));
  };
  return { medianMs: at(samples, 0.5), p95Ms: at(samples, 0.95), firstMs: at(first, 0.5) };
}

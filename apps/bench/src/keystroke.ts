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
 * same functions the page uses. Each round is one visit: the list is indexed afresh, then every
 * query is typed letter by letter, so answers are reused only within the visit, as in the page.
 */
export function keystrokeCost(recipeCount: number, repeats = 10): KeystrokeFigures {
  const recipes = Array.from({ length: recipeCount }, (_, i) => generatedRecipe(i));
  const typed = ["kip courgette", "tomaten", "ei", "creme", "linzen spinazie", "courgete", "vis"];
  const samples: number[] = [];
  const first: number[] = [];
  for (let r = 0; r < repeats; r++) {
    const indexed = indexRecipes(recipes);
    for (const [n, query] of typed.entries()) {
      for (let i = 1; i <= query.length; i++) {
        const state = {
          ...EMPTY_FILTERS,
          search: query.slice(0, i),
          preparationMethods: r % 2 ? ["Airfryer"] : [],
        };
        const start = performance.now();
        filterRecipes(indexed, state);
        countFacets(indexed, state);
        (n === 0 && i === 1 ? first : samples).push(performance.now() - start);
      }
    }
  }
  const at = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(3));
  };
  return { medianMs: at(samples, 0.5), p95Ms: at(samples, 0.95), firstMs: at(first, 0.5) };
}

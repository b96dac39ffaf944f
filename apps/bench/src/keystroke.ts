import { countFacets, EMPTY_FILTERS, filterRecipes, indexRecipes } from "@repo/domain";

import { generatedRecipe } from "./server";

/**
 * What the overview does per keystroke: filter the list and recount every facet, with the
 * same functions the page uses. Median milliseconds per keystroke over many typed queries.
 */
export function keystrokeCost(recipeCount: number, repeats = 50): { medianMs: number; p95Ms: number } {
  const recipes = Array.from({ length: recipeCount }, (_, i) => generatedRecipe(i));
  const indexed = indexRecipes(recipes);
  const typed = ["kip courgette", "tomaten", "ei", "creme", "linzen spinazie"];
  const samples: number[] = [];
  for (let r = 0; r < repeats; r++) {
    for (const query of typed) {
      for (let i = 1; i <= query.length; i++) {
        const state = {
          ...EMPTY_FILTERS,
          search: query.slice(0, i),
          preparationMethods: r % 2 ? ["Airfryer"] : [],
        };
        const start = performance.now();
        filterRecipes(indexed, state);
        countFacets(indexed, state);
        samples.push(performance.now() - start);
      }
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { medianMs: Number(at(0.5).toFixed(3)), p95Ms: Number(at(0.95).toFixed(3)) };
}

import { planWeek } from "@repo/domain/weekmenu";

import { generatedRecipe } from "./server";

export interface PlanFigures {
  /** One week planned from the whole collection: median and 95th percentile, in milliseconds. */
  medianMs: number;
  p95Ms: number;
}

/**
 * What 'Nieuwe week' costs the page: planWeek over the collection, one seed per round. A
 * vegetarian week (`exclusions`) is the hard case: its few protein groups cannot keep the spread.
 */
export function planCost(recipeCount: number, exclusions: string[] = [], rounds = 50): PlanFigures {
  const recipes = Array.from({ length: recipeCount }, (_, i) => ({ ...generatedRecipe(i), id: `r${i}` }));
  const samples: number[] = [];
  for (let seed = 1; seed <= rounds; seed++) {
    const start = performance.now();
    planWeek(recipes, { seed, start: "2026-11-30", people: 2, exclusions });
    samples.push(performance.now() - start);
  }
  const sorted = samples.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}

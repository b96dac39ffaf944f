import type { FacetCounts } from "./filter";
import type { RecipeSummary } from "./summary";
import { countFacets, filterRecipes, indexRecipes } from "./filter";
import { EMPTY_FILTERS } from "./filter-state";

/** How many cards the overview shows before 'Toon meer'. */
export const OVERVIEW_PAGE_SIZE = 24;

/**
 * What the overview shows before any search or filter: its first cards, the counts beside the
 * chapters and filters, and the number of recipes. The server paints it and puts it in the page,
 * so the app adopts the page without first loading the whole list, which it reads only once the
 * visitor searches, filters or asks for more cards.
 */
export interface FirstPage {
  cards: RecipeSummary[];
  counts: FacetCounts;
  total: number;
}

export function firstPage(recipes: readonly RecipeSummary[]): FirstPage {
  const indexed = indexRecipes(recipes);
  const results = filterRecipes(indexed, EMPTY_FILTERS);
  return {
    cards: results.slice(0, OVERVIEW_PAGE_SIZE),
    counts: countFacets(indexed, EMPTY_FILTERS),
    total: results.length,
  };
}

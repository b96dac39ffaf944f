import type { RecipeSummary } from "../recipe/summary";
import type { FacetCounts } from "./filter";
import type { FilterState } from "./filter-state";
import { relatedRecipes } from "../recipe/related";
import { suggestRecipes } from "../search/suggest";
import { countFacets, filterRecipes, indexedOnce } from "./filter";

/** How many cards the overview shows before 'Toon meer'. */
export const OVERVIEW_PAGE_SIZE = 24;

/**
 * What the overview shows for one filter state before the visitor asks for more: its first
 * cards, the counts beside the chapters and filters, the number found and, when a search finds
 * nothing, close names. The server renders it and sends it with the page, so the app adopts the
 * page without the whole list, which it reads only once the visitor searches, filters or asks
 * for more cards.
 */
export interface OverviewPage {
  cards: RecipeSummary[];
  counts: FacetCounts;
  total: number;
  suggestions: RecipeSummary[];
}

export function overviewPage(recipes: readonly RecipeSummary[], state: FilterState): OverviewPage {
  const indexed = indexedOnce(recipes);
  const results = filterRecipes(indexed, state);
  return {
    cards: results.slice(0, OVERVIEW_PAGE_SIZE),
    counts: countFacets(indexed, state),
    total: results.length,
    suggestions: results.length === 0 && state.search ? suggestRecipes(recipes, state.search) : [],
  };
}

/** A related recipe as its card shows it. */
export type RelatedSummary = Pick<RecipeSummary, "id" | "name" | "imageUrl" | "prepTime" | "art">;

/** The recipes to read next after `recipe`, as their cards show them. */
export function relatedSummaries(
  recipe: Pick<RecipeSummary, "id" | "chapter" | "proteinType">,
  recipes: readonly RecipeSummary[],
): RelatedSummary[] {
  return relatedRecipes(recipe, recipes).map(({ id, name, imageUrl, prepTime, art }) => ({
    id,
    name,
    imageUrl,
    prepTime,
    art,
  }));
}

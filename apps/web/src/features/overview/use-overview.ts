import type { FacetCounts, FilterState, RecipeSummary } from "@repo/domain";
import { useEffect, useMemo } from "react";

import {
  ALL_CHAPTERS,
  countFacets,
  filterRecipes,
  hasActiveFilters,
  indexRecipes,
  OVERVIEW_PAGE_SIZE,
} from "@repo/domain";

import { useSavedIds } from "~/features/saved/saved-store";
import { firstPageFromServer, reads, useRead } from "~/lib/reads";

const OVERVIEW_ID = "recepten";

export interface OverviewData {
  /** The cards for this filter state, up to `limit`. */
  cards: readonly RecipeSummary[];
  /** How many recipes this filter state finds. */
  total: number;
  counts: FacetCounts | null;
  savedCount: number;
  /** The whole list, once read: what search suggestions and the search vocabulary come from. */
  list: readonly RecipeSummary[] | undefined;
  indexed: ReturnType<typeof indexRecipes<RecipeSummary>>;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The overview's cards and counts. Unsearched and unfiltered, the first page the server painted
 * is enough; the whole list is read once the visitor searches, filters or asks for more cards,
 * and as soon as a finger or the focus enters the overview, so it is usually there by then.
 * A big collection then costs a phone nothing at start-up.
 */
export function useOverview(state: FilterState, onlySaved: boolean, limit: number): OverviewData {
  const first = firstPageFromServer.get();
  const unfiltered =
    first !== undefined &&
    !onlySaved &&
    state.search === "" &&
    state.activeChapter === ALL_CHAPTERS &&
    !hasActiveFilters(state);
  const needed = !unfiltered || limit > OVERVIEW_PAGE_SIZE;
  const recipes = useRead(reads.summaries, { enabled: needed });
  const list = recipes.data;

  useEffect(() => {
    if (list) return;
    const section = document.getElementById(OVERVIEW_ID);
    const read = () => void reads.summaries.ensure().catch(() => undefined);
    const events = ["pointerdown", "pointerover", "focusin"] as const;
    for (const event of events) section?.addEventListener(event, read, { once: true, passive: true });
    return () => {
      for (const event of events) section?.removeEventListener(event, read);
    };
  }, [list]);

  const indexed = useMemo(() => indexRecipes(list ?? []), [list]);
  const savedIds = useSavedIds();
  const filtered = useMemo(() => filterRecipes(indexed, state), [indexed, state]);
  const results = useMemo(
    () => (onlySaved ? filtered.filter((r) => savedIds.includes(r.id)) : filtered),
    [filtered, onlySaved, savedIds],
  );
  const counts = useMemo(() => (list ? countFacets(indexed, state) : null), [indexed, state, list]);
  const common = { list, indexed, failed: false, retry: () => void recipes.refetch() };
  if (list) {
    return {
      ...common,
      cards: results.slice(0, limit),
      total: results.length,
      counts,
      savedCount: list.filter((r) => savedIds.includes(r.id)).length,
      loading: false,
    };
  }
  // Until the list is there: the server's first page, while it is what the page shows.
  const savedCount = savedIds.length;
  const failed = needed && recipes.isError;
  if (unfiltered && !failed) {
    return {
      ...common,
      cards: first.cards,
      total: first.total,
      counts: first.counts,
      savedCount,
      loading: false,
    };
  }
  return {
    ...common,
    cards: [],
    total: 0,
    counts: null,
    savedCount,
    loading: !recipes.isError,
    failed: recipes.isError,
  };
}

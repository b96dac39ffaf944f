import { useDeferredValue, useEffect, useMemo, useState } from "react";

import type { FacetCounts, FilterState, RecipeSummary } from "@repo/domain";
import { OVERVIEW_PAGE_SIZE } from "@repo/domain";

import type { Reads } from "~/lib/reads";
import { countSaved, useSavedIdsWhile } from "~/features/saved/saved-store";
import { Cached, useRead, useReads } from "~/lib/reads";

const OVERVIEW_ID = "recepten";

/** The search and filter rules, a file of their own that comes with the list. */
const rules = new Cached(() => import("./collection"));

const readAll = (reads: Reads) => {
  void reads.fetch("recipes.summaries").catch(() => undefined);
  void rules.ensure().catch(() => undefined);
};

export interface OverviewData {
  /** The cards for this filter state, up to `limit`. */
  cards: readonly RecipeSummary[];
  /** How many recipes this filter state finds. */
  total: number;
  counts: FacetCounts | null;
  /** The whole list, once it is here. */
  list: readonly RecipeSummary[] | undefined;
  /** 'Bewaard' shows and nothing of the collection is saved. */
  noneSaved: boolean;
  /** Close names for a search that finds nothing. */
  suggestions: readonly RecipeSummary[];
  /** Reads the collection's words before the first letter is typed. */
  prepareSearch: () => void;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The overview's cards and counts. The page the server rendered for the URL's filter state is
 * enough at first; the whole list and the rules that search it are read once the visitor searches,
 * filters or asks for more cards, and as soon as a finger or the focus enters the overview, so
 * they are usually there by then. A big collection then costs a phone nothing at start-up.
 */
export function useOverview(
  state: FilterState,
  onlySaved: boolean,
  limit: number,
  /** A device facet's ids in its order (Mijn keuken); null while they are worked out. */
  device?: readonly string[] | null,
): OverviewData {
  const reads = useReads();
  // Never read here: the route's loader reads it for the URL's filter state.
  const first = useRead(reads.of("recipes.overview", state), { enabled: false }).data;
  const fromPage = first !== undefined && !onlySaved && device === undefined;
  const needed = !fromPage || limit > OVERVIEW_PAGE_SIZE;
  const recipes = useRead(reads.of("recipes.summaries"), { enabled: needed });
  const engine = useRead(rules, { enabled: needed || recipes.data !== undefined });
  // The list's arrival is drawn in a render React may interrupt: it is read as a finger lands on
  // the overview, and the tap that started it is answered first.
  const list = useDeferredValue(engine.data ? recipes.data : undefined);

  useEffect(() => {
    if (list) return;
    const section = document.getElementById(OVERVIEW_ID);
    const events = ["pointerdown", "pointerover", "focusin"] as const;
    const read = () => readAll(reads);
    for (const event of events) section?.addEventListener(event, read, { once: true, passive: true });
    return () => {
      for (const event of events) section?.removeEventListener(event, read);
    };
  }, [list, reads]);

  // A heart changes the results only while 'Bewaard' shows.
  const onlyIds = useSavedIdsWhile(onlySaved);
  // Indexed once per list: the search's words and its answers are kept per indexed list, so a
  // list indexed again on every keystroke, tick or heart would read all its words again.
  const indexed = useMemo(
    () => (list && engine.data ? { rules: engine.data, items: engine.data.indexRecipes(list) } : null),
    [list, engine.data],
  );
  // The collection's words are read once the visitor enters the search field and the list is here.
  const [searchWanted, setSearchWanted] = useState(false);
  useEffect(() => {
    if (searchWanted && indexed) return indexed.rules.prepareSearchInSlices(indexed.items);
  }, [searchWanted, indexed]);
  const found = useMemo(() => {
    if (!indexed) return null;
    const { rules, items } = indexed;
    const filtered = rules.filterRecipes(items, state);
    const saved = onlyIds ? filtered.filter((r) => onlyIds.includes(r.id)) : filtered;
    const byId = device ? new Map(saved.map((r) => [r.id, r])) : null;
    const results = byId && device ? device.flatMap((id) => byId.get(id) ?? []) : saved;
    return { rules, results, counts: rules.countFacets(items, state) };
  }, [indexed, state, onlyIds, device]);
  const suggestions = useMemo(
    () =>
      found && list && found.results.length === 0 && state.search
        ? found.rules.suggestRecipes(list, state.search)
        : [],
    [found, list, state.search],
  );

  const retry = () => readAll(reads);
  const prepareSearch = () => {
    setSearchWanted(true);
    if (!indexed) readAll(reads);
  };
  const noneSaved = onlyIds !== null && countSaved(onlyIds, list) === 0;
  const common = { suggestions, prepareSearch, retry, failed: false, list, noneSaved };
  if (found && list && device !== null) {
    return {
      ...common,
      cards: found.results.slice(0, limit),
      total: found.results.length,
      counts: found.counts,
      loading: false,
    };
  }
  // Until the list is there: the page read for this filter state, while it is what the page shows.
  const failed = needed && (recipes.isError || engine.isError);
  if (fromPage && !failed) {
    return {
      ...common,
      suggestions: first.suggestions,
      cards: first.cards,
      total: first.total,
      counts: first.counts,
      loading: false,
    };
  }
  return { ...common, cards: [], total: 0, counts: null, loading: !failed, failed };
}

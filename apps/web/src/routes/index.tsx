import { createFileRoute } from "@tanstack/react-router";
import { useDeferredValue, useEffect, useMemo, useState } from "react";

import type { FilterState } from "@repo/domain";
import {
  ALL_CHAPTERS,
  chapterKey,
  CHAPTERS,
  EMPTY_FILTERS,
  hasActiveFilters,
  OVERVIEW_PAGE_SIZE,
  toggle,
} from "@repo/domain";
import { nl } from "@repo/strings";
import {
  CardGrid,
  ChapterButtons,
  EmptyResults,
  FilterOptions,
  OverviewSection,
  PRIORITY_CARDS,
  SearchInput,
} from "@repo/ui";

import { ErrorState } from "~/components/error-state";
import { useAuth } from "~/features/auth/use-auth";
import { FilterDrawer } from "~/features/overview/filter-panel";
import { Hero } from "~/features/overview/hero";
import { RecipeCard, RecipeCardSkeleton, routerLink } from "~/features/overview/recipe-card";
import { parseOverviewSearch, toFilterState, toSearch } from "~/features/overview/search-params";
import { ShowMore } from "~/features/overview/show-more";
import { useOverview } from "~/features/overview/use-overview";
import { SavedChapterButton } from "~/features/saved/saved-chapter";
import { AddAllButton } from "~/features/shopping/add-all-button";

export const Route = createFileRoute("/")({
  validateSearch: parseOverviewSearch,
  loaderDeps: ({ search }) => ({ state: toFilterState(search), saved: search.bewaard === true }),
  // The page for the URL's filter state, unless the whole list is here already (the page then
  // works out every state itself). 'Bewaard' depends on this device's storage, which only the
  // page itself reads. A failed read shows on the page, with a way to try again. A search or a
  // filter changed on the page shows at once (its box ticked, cards from the list or their
  // placeholders) instead of waiting for that read.
  loader: async ({ context: { reads }, deps, cause }) => {
    const quiet = (read: Promise<unknown>) => read.catch(() => undefined);
    const overview =
      deps.saved || reads.peek("recipes.summaries") ? null : reads.fetch("recipes.overview", deps.state);
    const reading = Promise.all([quiet(reads.fetch("settings.get")), overview && quiet(overview)]);
    if (cause !== "stay") await reading;
  },
  staticData: { head: "home" },
  component: Overview,
});

const PLACEHOLDER_CARDS = 6;
/** The overview's search box, rendered by the server and adopted by the app. */
const SEARCH_ID = "zoeken";
const PAGE_SIZE = OVERVIEW_PAGE_SIZE;

function Overview() {
  // The server renders the URL's search and filters, so the first render adopts exactly that.
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const state = useMemo(() => toFilterState(search), [search]);
  const auth = useAuth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [query, setQuery] = useState(state.search);
  // The URL changed under the field (the logo link back to '/'): the field follows it.
  const [urlSearch, setUrlSearch] = useState(state.search);
  if (urlSearch !== state.search) {
    setUrlSearch(state.search);
    setQuery(state.search);
  }
  // The page of cards belongs to one filter state; a new search starts again at the top.
  const filterKey = JSON.stringify(search);
  const [page, setPage] = useState({ key: filterKey, limit: PAGE_SIZE });
  const limit = page.key === filterKey ? page.limit : PAGE_SIZE;

  const onlySaved = search.bewaard === true;
  // A letter, a tick or a chapter shows at once (the field, the box, the button); the cards and
  // counts they select follow in a render React may interrupt, so a slow phone answers the
  // finger first and the next letter is never held up by the cards of the one before.
  const shownSearch = useDeferredValue(search);
  const shownState = useMemo(() => toFilterState(shownSearch), [shownSearch]);
  const shownSaved = shownSearch.bewaard === true;
  const data = useOverview(shownState, shownSaved, limit);
  const { cards, counts, loading, savedCount, suggestions, total } = data;

  // Choosing a chapter leaves 'Bewaard'; searching and filtering stay within it.
  const update = (
    next: Partial<FilterState>,
    bewaard = "activeChapter" in next ? undefined : search.bewaard,
  ) =>
    void navigate({
      search: { ...toSearch({ ...state, ...next }), bewaard },
      replace: true,
      resetScroll: false,
    });

  // A visitor may type into the server-rendered box before the app has started: adopt that text
  // (the server paints the box empty, so an empty box says nothing about a search in the URL)
  // once the app runs, rather than showing the full list beside a search the page ignores.
  useEffect(() => {
    const typed = (document.getElementById(SEARCH_ID) as HTMLInputElement | null)?.value ?? "";
    if (typed !== "" && typed !== query) {
      // Reading the page's own input is a sync with the DOM, which an effect is for.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setQuery(typed);
      update({ search: typed });
    }
    // Once, right after the app takes over the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const active = hasActiveFilters(state);
  const onToggle = (list: "proteinTypes" | "preparationMethods" | "diets", value: string) =>
    update({ [list]: toggle(state[list], value) });
  const onClear = () => update({ chapters: [], proteinTypes: [], preparationMethods: [], diets: [] });
  const onShowAll = () => {
    setQuery("");
    update(EMPTY_FILTERS);
  };
  const canEdit = auth.data?.isAuthenticated === true;
  // The title and what follows it name the cards shown.
  const title = shownSaved
    ? nl.saved.chapter
    : shownState.activeChapter === EMPTY_FILTERS.activeChapter
      ? nl.overview.resultsTitle
      : (CHAPTER_LABELS.get(shownState.activeChapter.toLowerCase()) ?? nl.overview.resultsTitle);

  // The sidebar and the drawer show the same filter panel.
  const panel = { state, counts, onToggle, onClear, active };

  return (
    <>
      <Hero />
      <OverviewSection
        search={
          <SearchInput
            value={query}
            // The collection's words are read when the field is entered, not during start-up,
            // so the first letter typed costs no more than the next ones.
            onFocus={data.prepareSearch}
            onChange={(e) => {
              setQuery(e.target.value);
              update({ search: e.target.value });
            }}
          />
        }
        filterButton={
          <FilterDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            {...panel}
            idPrefix="lade"
            resultCount={loading ? null : total}
          />
        }
        chapters={
          <ChapterButtons
            active={onlySaved ? null : state.activeChapter}
            counts={counts?.chapters ?? null}
            onSelect={(key) => update({ activeChapter: key })}
            extra={
              <SavedChapterButton
                active={onlySaved}
                count={savedCount}
                onToggle={() => update({ activeChapter: ALL_CHAPTERS }, onlySaved ? undefined : true)}
              />
            }
          />
        }
        filters={<FilterOptions {...panel} idPrefix="zijbalk" />}
        title={title}
        countText={loading ? nl.overview.loading : nl.overview.count(total)}
      >
        {data.failed ? (
          <ErrorState
            message={nl.errors.shown.fetchRecipes}
            technical={nl.errors.fetchRecipes}
            onRetry={data.retry}
          />
        ) : loading ? (
          <CardGrid>
            {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
              <RecipeCardSkeleton key={i} />
            ))}
          </CardGrid>
        ) : total === 0 ? (
          <EmptyResults
            suggestions={suggestions}
            filtersActive={active}
            link={routerLink}
            onShowAll={onShowAll}
            onClearFilters={onClear}
            nothingSaved={shownSaved && savedCount === 0}
          />
        ) : (
          <>
            {shownSaved && (
              <div className="mb-4 flex justify-end">
                <AddAllButton />
              </div>
            )}
            <CardGrid>
              {cards.map((recipe, i) => (
                <RecipeCard key={recipe.id} recipe={recipe} canEdit={canEdit} priority={i < PRIORITY_CARDS} />
              ))}
            </CardGrid>
            {total > cards.length && (
              <ShowMore
                remaining={total - cards.length}
                onMore={() => setPage({ key: filterKey, limit: limit + PAGE_SIZE })}
              />
            )}
          </>
        )}
      </OverviewSection>
    </>
  );
}

const CHAPTER_LABELS = new Map(CHAPTERS.map((chapter) => [chapterKey(chapter), chapter]));

import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { createFileRoute } from "@tanstack/react-router";

import type { FilterState, SortOrder } from "@repo/domain";
import {
  ALL_CHAPTERS,
  chapterKey,
  CHAPTERS,
  EMPTY_FILTERS,
  hasActiveFilters,
  OVERVIEW_PAGE_SIZE,
  toggle,
} from "@repo/domain";
import { nl, nlKeukenOverview } from "@repo/strings";

import type { MineIds, MineKind } from "~/features/keuken/mine-slot";
import type { FilterList } from "~/features/overview/filter-options";
import { ErrorState } from "~/components/error-state";
import { useAuth } from "~/features/auth/use-auth";
import { AtHomeLink } from "~/features/keuken/at-home-link";
import { MineSlot } from "~/features/keuken/mine-slot";
import { useOfflineMarks } from "~/features/offline/use-offline-marks";
import { CardGrid } from "~/features/overview/card-view";
import { EmptyResults } from "~/features/overview/empty-results";
import { FilterOptions, SortSelect } from "~/features/overview/filter-options";
import { FilterDrawer } from "~/features/overview/filter-panel";
import { Hero } from "~/features/overview/hero";
import {
  ChapterButtons,
  OverviewSection,
  PRIORITY_CARDS,
  SearchInput,
} from "~/features/overview/overview-view";
import { readPaintedChoices } from "~/features/overview/painted-choices";
import { placeLimit, useKeepPlace, useReturnedPlace } from "~/features/overview/place";
import { RecipeCard, RecipeCardSkeleton, routerLink } from "~/features/overview/recipe-card";
import { keepOverviewSearch, parseOverviewSearch, toFilterState } from "~/features/overview/search-params";
import { sameOverviewSearch, toSearch } from "~/features/overview/search-url";
import { ShowMore } from "~/features/overview/show-more";
import { useOverview } from "~/features/overview/use-overview";
import { SavedChapterButton } from "~/features/saved/saved-chapter";
import { AddAllButton } from "~/features/shopping/add-all-button";
import { useChosenSearch } from "~/lib/chosen-search";
import { useHydrated } from "~/lib/hydrated";

export const Route = createFileRoute("/")({
  validateSearch: parseOverviewSearch,
  loaderDeps: ({ search }) => ({
    state: toFilterState(search),
    saved: search.bewaard === true || search.mijn !== undefined,
  }),
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
  staticData: {
    page: { title: nl.site.homeTitle, offline: true },
    head: async ({ reads, origin, seo }) => {
      const [settings, recipes] = await Promise.all([
        reads.fetch("settings.get"),
        reads.fetch("recipes.summaries"),
      ]);
      return seo.homeHead({ origin, heroImageUrl: settings.heroImageUrl, recipes });
    },
    keepSearch: (search) => keepOverviewSearch(parseOverviewSearch(search)),
  },
  component: Overview,
});

const PLACEHOLDER_CARDS = 6;
/** The overview's search field, chapters and filters, rendered by the server and adopted by the app. */
const SECTION_ID = "recepten";
const PAGE_SIZE = OVERVIEW_PAGE_SIZE;

const NO_FILTERS = {
  chapters: [],
  proteinTypes: [],
  preparationMethods: [],
  diets: [],
  maxTimes: [],
  season: [],
};

function Overview() {
  const navigate = Route.useNavigate();
  // The server renders the URL's search and filters, so the first render adopts exactly that. A
  // letter, a tick or a chapter shows at once and reaches the URL after the next paint.
  const [search, choose] = useChosenSearch(Route.useSearch(), sameOverviewSearch, navigate);
  const state = useMemo(() => toFilterState(search), [search]);
  const auth = useAuth();
  // The page of cards belongs to one filter state; a new search starts again at the top.
  const filterKey = JSON.stringify(search);
  // Back from a recipe (the browser's back or the page's), the overview shows as many cards as
  // it did; the server's first paint shows the first page.
  const hydrated = useHydrated();
  const [page, setPage] = useState(() => ({
    key: filterKey,
    limit: hydrated ? placeLimit(search, PAGE_SIZE) : PAGE_SIZE,
  }));
  const limit = page.key === filterKey ? page.limit : PAGE_SIZE;

  const onlySaved = search.bewaard === true;
  // The cards and counts a change selects follow in a render React may interrupt, so a slow
  // phone answers the finger first and the next letter is never held up by the cards of the last.
  const shownSearch = useDeferredValue(search);
  const shownState = useMemo(() => toFilterState(shownSearch), [shownSearch]);
  const shownSaved = shownSearch.bewaard === true;
  const shownMine = shownSearch.mijn;
  const [mineIds, setMineIds] = useState<MineIds>();
  const data = useOverview(
    shownState,
    shownSaved,
    limit,
    shownMine === undefined ? undefined : (mineIds?.[shownMine] ?? null),
  );
  const { cards, counts, list, loading, suggestions, total } = data;
  useKeepPlace(search, limit);
  useReturnedPlace(!loading);
  const offline = useOfflineMarks();

  // Choosing a chapter leaves 'Bewaard'; searching and filtering stay within it. The handlers
  // stay the same from render to render, so what they are given to renders only when it shows
  // something new.
  const update = useCallback(
    (next: Partial<FilterState> | ((state: FilterState) => Partial<FilterState>)) =>
      choose((current) => {
        const state = toFilterState(current);
        const changes = typeof next === "function" ? next(state) : next;
        const leave = "activeChapter" in changes;
        const bewaard = leave ? undefined : current.bewaard;
        const mijn = leave ? undefined : current.mijn;
        return { ...toSearch({ ...state, ...changes }), bewaard, mijn };
      }),
    [choose],
  );
  const onToggle = useCallback(
    (list: FilterList, value: string, checked: boolean) =>
      update((state) => ({ [list]: toggle(state[list] ?? [], value, checked) })),
    [update],
  );
  const onSort = useCallback((sort: SortOrder) => update({ sort }), [update]);
  const onClear = useCallback(() => update(NO_FILTERS), [update]);
  const onSelectChapter = useCallback((key: string) => update({ activeChapter: key }), [update]);
  const onToggleSaved = useCallback(
    () =>
      choose((current) => ({
        ...toSearch({ ...toFilterState(current), activeChapter: ALL_CHAPTERS }),
        bewaard: current.bewaard ? undefined : true,
      })),
    [choose],
  );
  const onToggleMine = useCallback(
    (kind: MineKind) =>
      choose((current) => ({
        ...toSearch({ ...toFilterState(current), activeChapter: ALL_CHAPTERS }),
        mijn: current.mijn === kind ? undefined : kind,
      })),
    [choose],
  );

  // The visitor may tick boxes and type on the server's page before the app runs or while it
  // adopts it: once it has, those choices are the page's, rather than boxes ticked beside cards
  // that ignore them.
  useEffect(() => {
    const adopt = readPaintedChoices(document.getElementById(SECTION_ID));
    if (adopt) update(adopt);
    // Once, right after the app takes over the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const active = hasActiveFilters(state);
  const onShowAll = () => update(EMPTY_FILTERS);
  const canEdit = auth.data?.isAuthenticated === true;
  const savedButton = useMemo(
    () => (
      // One item of the chapters' row: its buttons stay side by side in the row.
      <span className="flex gap-2">
        <SavedChapterButton active={onlySaved} known={list} onToggle={onToggleSaved} />
        <MineSlot active={search.mijn} onToggle={onToggleMine} onIds={setMineIds} />
        <AtHomeLink search={search} />
      </span>
    ),
    [onlySaved, list, onToggleSaved, search, onToggleMine],
  );
  // The title and what follows it name the cards shown.
  const title = shownSaved
    ? nl.saved.chapter
    : shownMine
      ? nlKeukenOverview.facets[shownMine]
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
            value={state.search}
            // The collection's words are read when the field is entered, not during start-up,
            // so the first letter typed costs no more than the next ones.
            onFocus={data.prepareSearch}
            onChange={(e) => update({ search: e.target.value })}
          />
        }
        sort={<SortSelect value={state.sort ?? "relevantie"} onChange={onSort} />}
        filterButton={<FilterDrawer {...panel} idPrefix="lade" resultCount={loading ? null : total} />}
        chapters={
          <ChapterButtons
            active={onlySaved ? null : state.activeChapter}
            counts={counts?.chapters ?? null}
            onSelect={onSelectChapter}
            extra={savedButton}
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
            nothingSaved={data.noneSaved}
          />
        ) : (
          <>
            {shownSaved && (
              <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
                <LazySamenMark />
                <AddAllButton />
              </div>
            )}
            <CardGrid>
              {cards.map((recipe, i) => (
                <RecipeCard
                  key={recipe.id}
                  recipe={recipe}
                  canEdit={canEdit}
                  priority={i < PRIORITY_CARDS}
                  offline={offline}
                />
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

// 'Bewaard' alone shows it: the first load of the overview carries none of it.
const SamenMark = lazy(() =>
  import("~/features/samen/mark").then((module) => ({ default: module.SamenMark })),
);
function LazySamenMark() {
  return (
    <Suspense fallback={null}>
      <SamenMark />
    </Suspense>
  );
}

const CHAPTER_LABELS = new Map(CHAPTERS.map((chapter) => [chapterKey(chapter), chapter]));

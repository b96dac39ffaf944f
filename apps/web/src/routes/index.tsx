import { createFileRoute } from "@tanstack/react-router";
import { useMemo, useState } from "react";

import {
  CHAPTERS,
  chapterKey,
  countFacets,
  EMPTY_FILTERS,
  filterRecipes,
  hasActiveFilters,
  indexRecipes,
  toggle,
} from "@repo/domain";
import { homeHead } from "@repo/seo";
import { nl } from "@repo/strings";

import type { FilterState } from "@repo/domain";
import { useAuth } from "~/features/auth/use-auth";
import { ErrorState } from "~/components/error-state";
import { toRouterHead } from "~/lib/head";
import { trpc } from "~/lib/trpc";
import { ChapterButtons } from "~/features/overview/chapter-buttons";
import { FilterDrawer, FilterOptions } from "~/features/overview/filter-panel";
import { Hero } from "~/features/overview/hero";
import { RecipeCard, RecipeCardSkeleton } from "~/features/overview/recipe-card";
import { parseOverviewSearch, toFilterState, toSearch } from "~/features/overview/search-params";
import { ShowMore } from "~/features/overview/show-more";

export const Route = createFileRoute("/")({
  validateSearch: parseOverviewSearch,
  loader: ({ context }) => {
    void context.utils.recipes.summaries.prefetch();
    void context.utils.settings.get.prefetch();
  },
  head: ({ match }) =>
    toRouterHead(
      homeHead({
        origin: window.location.origin,
        heroImageUrl: match.context.utils.settings.get.getData()?.heroImageUrl ?? null,
        recipes: match.context.utils.recipes.summaries.getData() ?? [],
      }),
    ),
  component: Overview,
});

const PLACEHOLDER_CARDS = 6;
/** Cards rendered at a time: the page stays light at any collection size. */
const PAGE_SIZE = 24;

function Overview() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const state = useMemo(() => toFilterState(search), [search]);
  const recipes = trpc.recipes.summaries.useQuery();
  const auth = useAuth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [query, setQuery] = useState(state.search);
  // The page of cards belongs to one filter state; a new search starts again at the top.
  const filterKey = JSON.stringify(search);
  const [page, setPage] = useState({ key: filterKey, limit: PAGE_SIZE });
  const limit = page.key === filterKey ? page.limit : PAGE_SIZE;

  const indexed = useMemo(() => indexRecipes(recipes.data ?? []), [recipes.data]);
  const results = useMemo(() => filterRecipes(indexed, state), [indexed, state]);
  const counts = useMemo(
    () => (recipes.data ? countFacets(indexed, state) : null),
    [indexed, state, recipes.data],
  );

  const update = (next: Partial<FilterState>) =>
    void navigate({ search: toSearch({ ...state, ...next }), replace: true, resetScroll: false });

  const active = hasActiveFilters(state);
  const onToggle = (list: "proteinTypes" | "preparationMethods", value: string) =>
    update({ [list]: toggle(state[list], value) });
  const onClear = () => update({ chapters: [], proteinTypes: [], preparationMethods: [] });
  const loading = recipes.isPending;
  const canEdit = auth.data?.isAuthenticated === true;
  const title =
    state.activeChapter === EMPTY_FILTERS.activeChapter
      ? nl.overview.resultsTitle
      : (CHAPTER_LABELS.get(state.activeChapter.toLowerCase()) ?? nl.overview.resultsTitle);

  return (
    <>
      <Hero />
      <section
        id="recepten"
        aria-labelledby="resultaten-titel"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 py-8"
      >
        <div className="flex flex-col gap-4">
          <div className="flex gap-2">
            <label htmlFor="zoeken" className="sr-only">
              {nl.overview.searchLabel}
            </label>
            <input
              id="zoeken"
              type="search"
              value={query}
              placeholder={nl.overview.searchPlaceholder}
              autoComplete="off"
              onChange={(e) => {
                setQuery(e.target.value);
                update({ search: e.target.value });
              }}
              className="h-12 w-full rounded-xl border border-border bg-surface px-4 text-base shadow-sm placeholder:text-muted"
            />
            <FilterDrawer
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              state={state}
              counts={counts}
              onToggle={onToggle}
              onClear={onClear}
              active={active}
              idPrefix="lade"
              resultCount={recipes.data ? results.length : null}
            />
          </div>
          <ChapterButtons
            active={state.activeChapter}
            counts={counts?.chapters ?? null}
            onSelect={(key) => update({ activeChapter: key })}
          />
        </div>

        <div className="mt-6 flex gap-8">
          <aside aria-label={nl.overview.filters} className="hidden w-60 shrink-0 md:block">
            <div className="sticky top-20 rounded-2xl border border-border bg-surface p-4">
              <h2 className="mb-4 text-lg font-semibold">{nl.overview.filters}</h2>
              <FilterOptions
                state={state}
                counts={counts}
                onToggle={onToggle}
                onClear={onClear}
                active={active}
                idPrefix="zijbalk"
              />
            </div>
          </aside>

          <div className="min-w-0 flex-1">
            <div className="mb-4 flex items-baseline justify-between gap-4">
              <h2 id="resultaten-titel" className="font-serif text-2xl font-semibold">
                {title}
              </h2>
              <p data-testid="results-count" aria-live="polite" className="text-sm text-muted">
                {loading ? nl.overview.loading : nl.overview.count(results.length)}
              </p>
            </div>
            {recipes.isError ? (
              <ErrorState message={nl.errors.fetchRecipes} onRetry={() => void recipes.refetch()} />
            ) : loading ? (
              <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
                {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
                  <RecipeCardSkeleton key={i} />
                ))}
              </div>
            ) : results.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-border px-6 py-16 text-center">
                <p className="text-lg font-semibold">{nl.overview.emptyTitle}</p>
                <p className="mt-1 text-muted">{nl.overview.emptyText}</p>
              </div>
            ) : (
              <>
                <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
                  {results.slice(0, limit).map((recipe, i) => (
                    <RecipeCard key={recipe.id} recipe={recipe} canEdit={canEdit} priority={i < 2} />
                  ))}
                </div>
                {results.length > limit && (
                  <ShowMore
                    remaining={results.length - limit}
                    onMore={() => setPage({ key: filterKey, limit: limit + PAGE_SIZE })}
                  />
                )}
              </>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

const CHAPTER_LABELS = new Map(CHAPTERS.map((chapter) => [chapterKey(chapter), chapter]));

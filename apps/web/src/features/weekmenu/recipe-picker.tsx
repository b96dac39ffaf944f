// The recipe chooser of one slot, a module of its own that loads with the first 'Kies': the
// overview's search and filter rules over the recipes that fit the slot's meal.
import { useDeferredValue, useMemo, useState } from "react";

import type { FilterState, RecipeSummary } from "@repo/domain";
import {
  countFacets,
  EMPTY_FILTERS,
  filterRecipes,
  hasActiveFilters,
  indexRecipes,
  toggle,
} from "@repo/domain";
import { nl, nlWeek } from "@repo/strings";
import { buttonClass } from "@repo/ui";
import { Dialog } from "@repo/ui/dialog";

import { FilterOptions } from "~/features/overview/filter-options";
import { RecipeImage } from "~/features/recipe/recipe-image";

const PAGE = 30;

export interface PickerProps {
  /** 'Lunch van maandag 30 nov'. */
  title: string;
  /** The recipes that fit the slot's meal. */
  recipes: readonly RecipeSummary[];
  onPick: (id: string) => void;
  onClose: () => void;
}

export function RecipePicker({ title, recipes, onPick, onClose }: PickerProps) {
  const [state, setState] = useState<FilterState>(EMPTY_FILTERS);
  const [limit, setLimit] = useState(PAGE);
  // Typing stays quick on a slow phone: the list follows a moment later.
  const wanted = useDeferredValue(state);
  const indexed = useMemo(
    () => indexRecipes([...recipes].sort((a, b) => a.name.localeCompare(b.name, "nl"))),
    [recipes],
  );
  const found = useMemo(() => filterRecipes(indexed, wanted), [indexed, wanted]);
  const counts = useMemo(() => countFacets(indexed, wanted), [indexed, wanted]);
  const change = (next: FilterState) => {
    setState(next);
    setLimit(PAGE);
  };
  const active = hasActiveFilters(state);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      variant="sheet"
      title={title}
      closeLabel={nlWeek.pickClose}
    >
      <div className="space-y-2 border-b border-border p-4">
        <input
          type="search"
          aria-label={nl.overview.searchLabel}
          placeholder={nl.overview.searchPlaceholder}
          autoComplete="off"
          value={state.search}
          onChange={(e) => change({ ...state, search: e.target.value })}
          className="h-12 w-full rounded-xl border border-border bg-surface px-3 text-base"
        />
        <details>
          <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">
            {active ? nl.overview.filtersActive : nl.overview.filters}
          </summary>
          <div className="max-h-[40vh] overflow-y-auto pt-2">
            <FilterOptions
              state={state}
              counts={counts}
              active={active}
              idPrefix="kies"
              onToggle={(list, value, on) =>
                change({ ...state, [list]: toggle(state[list] ?? [], value, on) })
              }
              onClear={() => change({ ...EMPTY_FILTERS, search: state.search })}
            />
          </div>
        </details>
      </div>
      <div className="flex-1 overflow-y-auto px-4 pb-4">
        <p role="status" className="py-2 text-sm text-muted">
          {found.length === 0 ? nl.overview.emptyTitle : nl.overview.count(found.length)}
        </p>
        <ul className="divide-y divide-border">
          {found.slice(0, limit).map((recipe) => (
            <li key={recipe.id}>
              <button
                type="button"
                onClick={() => onPick(recipe.id)}
                className="flex min-h-16 w-full items-center gap-3 py-2 text-left hover:bg-surface-2"
              >
                {/* The name says what the button picks; the picture's description would bury it. */}
                <span aria-hidden="true" className="w-14 shrink-0 overflow-hidden rounded-md bg-surface-2">
                  <RecipeImage recipe={recipe} alt="" sizes="56px" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{recipe.name}</span>
                  <span className="block text-sm text-muted tabular-nums">
                    {[
                      recipe.proteinType,
                      nlWeek.minutes(recipe.prepTime),
                      ...(recipe.calories == null ? [] : [nlWeek.kcal(recipe.calories)]),
                    ].join(" · ")}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        {found.length > limit && (
          <button
            type="button"
            onClick={() => setLimit(limit + PAGE)}
            className={buttonClass({ variant: "secondary", width: "full", className: "mt-3" })}
          >
            {nl.overview.showMore(found.length - limit)}
          </button>
        )}
      </div>
    </Dialog>
  );
}

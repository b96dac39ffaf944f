import type { RecipeSummary } from "@repo/domain";
import { nl } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import type { CardLink } from "./card-view";

/**
 * Nothing found: a way back to every recipe, 'Wis filters' while a filter is on, and the
 * closest names when the search was probably misspelled. Under 'Bewaard' with nothing saved on
 * this device, it says how to keep a recipe instead.
 */
export function EmptyResults(props: {
  suggestions: readonly Pick<RecipeSummary, "id" | "name">[];
  filtersActive: boolean;
  link: CardLink;
  onShowAll?: () => void;
  onClearFilters?: () => void;
  nothingSaved?: boolean;
}) {
  const text = props.nothingSaved ? nl.saved : nl.overview;
  return (
    <div className="rounded-2xl border border-dashed border-border px-4 py-12 text-center sm:px-6 sm:py-16">
      <p className="text-lg font-semibold">{text.emptyTitle}</p>
      <p className="mt-1 text-muted">{text.emptyText}</p>
      {props.suggestions.length > 0 && (
        <div className="mt-6">
          <p className="text-sm font-medium">{nl.overview.suggestions}</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {props.suggestions.map((recipe) => (
              <li key={recipe.id}>
                {props.link({
                  id: recipe.id,
                  className: buttonClass({
                    variant: "secondary",
                    size: "sm",
                    className: "whitespace-normal",
                  }),
                  children: recipe.name,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={props.onShowAll} className={buttonClass()}>
          {nl.overview.showAll}
        </button>
        {props.filtersActive && (
          <button
            type="button"
            onClick={props.onClearFilters}
            className={buttonClass({ variant: "secondary" })}
          >
            {nl.overview.clearFilters}
          </button>
        )}
      </div>
    </div>
  );
}

import { useEffect, useMemo, useState } from "react";
import { Link } from "@tanstack/react-router";

import type { FilterState, RecipeSummary } from "@repo/domain";
import type { AtHomeResult, KitchenWord } from "@repo/domain/keuken";
import { filterRecipes, hasActiveFilters, indexedOnce } from "@repo/domain";
import { rankByMissing, suggestStaples } from "@repo/domain/keuken";
import { nlKeuken } from "@repo/strings";
import { buttonClass, Heading, Loading } from "@repo/ui";

import { ErrorState } from "~/components/error-state";
import { toast } from "~/components/toaster";
import { addRecipeToList } from "~/features/shopping/store";
import { staples } from "./staples-store";

// What the page needs once the device keeps what is at home or the reader starts picking: the
// stores, the word rules and the ranking, with the shopping list's store.
export { atHome, staples, toggleWord } from "./staples-store";
export { collectionWords, foldWord, matchWords } from "@repo/domain/keuken";

/** A phone's few screens at a time: the best ones are on top. */
const PAGE = 12;

function putMissingOnList(result: AtHomeResult<RecipeSummary>) {
  const { recipe } = result;
  addRecipeToList({
    id: recipe.id,
    name: recipe.name,
    servings: recipe.servings,
    portions: recipe.servings,
    lines: result.missingLines,
  });
  toast({ title: nlKeuken.missingAdded, description: nlKeuken.missingAddedText(result.missing) });
}

function ResultRow({ result }: { result: AtHomeResult<RecipeSummary> }) {
  const all = result.missing.length === 0;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4">
      <Link
        to="/recipe/$id"
        params={{ id: result.recipe.id }}
        className="font-serif text-lg font-semibold underline-offset-4 hover:underline"
      >
        {result.recipe.name}
      </Link>
      {all ? (
        <p className="font-semibold text-primary">{nlKeuken.allAtHome}</p>
      ) : (
        <>
          <p className="text-muted">{nlKeuken.missing(result.missing)}</p>
          <button
            type="button"
            aria-label={nlKeuken.missingToListFor(result.recipe.name)}
            className={buttonClass({ variant: "secondary", size: "sm", className: "self-start" })}
            onClick={() => putMissingOnList(result)}
          >
            {nlKeuken.missingToList}
          </button>
        </>
      )}
    </li>
  );
}

/**
 * The recipes the picks and staples make, least to buy first; on first use the staples are
 * suggested from the collection (and then kept, to edit).
 */
export function AtHomeResults(props: {
  list: readonly RecipeSummary[] | undefined;
  words: readonly KitchenWord[];
  failed: boolean;
  retry: () => void;
  picked: readonly string[];
  staples: readonly string[];
  filters: FilterState;
}) {
  const { list, words, picked, filters } = props;
  const chosen = props.staples;
  useEffect(() => {
    if (!staples.stored() && words.length > 0) staples.set(suggestStaples(words));
  }, [words]);
  const filtered = hasActiveFilters(filters);
  const [shown, setShown] = useState(PAGE);
  const ranked = useMemo(() => {
    if (!list || (picked.length === 0 && chosen.length === 0)) return null;
    const shown = filtered ? filterRecipes(indexedOnce(list), filters) : list;
    return rankByMissing(shown, picked, chosen);
  }, [list, picked, chosen, filters, filtered]);

  if (props.failed)
    return <ErrorState message={nlKeuken.failed} technical={nlKeuken.failed} onRetry={props.retry} />;
  if (!list) return <Loading />;
  if (!ranked) return null;
  return (
    <section aria-labelledby="in-huis-recepten" className="mt-6">
      <Heading level={2} size="subsection" id="in-huis-recepten">
        {nlKeuken.results(ranked.length)}
      </Heading>
      {filtered && <p className="text-sm text-muted">{nlKeuken.resultsFiltered}</p>}
      {ranked.length === 0 ? (
        <p className="mt-2">{nlKeuken.noResults}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3" data-testid="in-huis-resultaten">
          {ranked.slice(0, shown).map((result) => (
            <ResultRow key={result.recipe.id} result={result} />
          ))}
        </ol>
      )}
      {ranked.length > shown && (
        <button
          type="button"
          className={buttonClass({ variant: "secondary", className: "mt-4" })}
          onClick={() => setShown(shown + PAGE)}
        >
          {nlKeuken.showMore(ranked.length - shown)}
        </button>
      )}
    </section>
  );
}

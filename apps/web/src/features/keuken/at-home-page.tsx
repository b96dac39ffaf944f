import { useMemo, useState } from "react";
import { Link } from "@tanstack/react-router";

import type { FilterState, RecipeSummary } from "@repo/domain";
import type { AtHomeResult } from "@repo/domain/keuken";
import { filterRecipes, hasActiveFilters, indexRecipes } from "@repo/domain";
import { rankByMissing } from "@repo/domain/keuken";
import { nlKeuken } from "@repo/strings";
import { buttonClass, Heading, Loading } from "@repo/ui";

import { ErrorState } from "~/components/error-state";
import { toast } from "~/components/toaster";
import { addRecipeToList } from "~/features/shopping/store";
import { StaplesSection, useStaples } from "./staples-section";
import { atHome, toggleWord } from "./staples-store";
import { useCollection } from "./use-collection";
import { ChosenWords, WordPicker } from "./word-picker";

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

/** 'Wat heb ik in huis?': pick what is at hand, see what can be made with least to buy. */
export function AtHomePage({ filters }: { filters: FilterState }) {
  const { list, words, failed, retry } = useCollection();
  const picked = atHome.use();
  const staples = useStaples(words);
  const filtered = hasActiveFilters(filters);
  const [shown, setShown] = useState(PAGE);
  const ranked = useMemo(() => {
    if (!list || (picked.length === 0 && staples.length === 0)) return null;
    const shown = filtered ? filterRecipes(indexRecipes(list), filters) : list;
    return rankByMissing(shown, picked, staples);
  }, [list, picked, staples, filters, filtered]);

  return (
    <section aria-labelledby="in-huis-titel" className="mx-auto max-w-3xl px-4 py-6">
      <Heading level={1} id="in-huis-titel">
        {nlKeuken.atHomeTitle}
      </Heading>
      <p className="mt-2 text-muted">{nlKeuken.atHomeIntro}</p>
      <div className="mt-4">
        <WordPicker
          words={words}
          chosen={picked}
          label={nlKeuken.pickLabel}
          placeholder={nlKeuken.pickPlaceholder}
          onAdd={(key) => toggleWord(atHome, key)}
        />
        <Heading level={2} size="subsection" className="mt-4">
          {nlKeuken.picked}
        </Heading>
        <ChosenWords
          words={words}
          chosen={picked}
          label={nlKeuken.picked}
          empty={nlKeuken.pickedNone}
          onRemove={(key) => toggleWord(atHome, key)}
        />
        {picked.length > 0 && (
          <button
            type="button"
            className={buttonClass({ variant: "secondary", size: "sm", className: "mt-2" })}
            onClick={() => atHome.set([])}
          >
            {nlKeuken.clearPicked}
          </button>
        )}
      </div>
      {failed ? (
        <ErrorState message={nlKeuken.failed} technical={nlKeuken.failed} onRetry={retry} />
      ) : !list ? (
        <Loading />
      ) : ranked ? (
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
      ) : null}
      <StaplesSection words={words} />
    </section>
  );
}

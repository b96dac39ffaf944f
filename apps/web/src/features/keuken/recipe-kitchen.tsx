import { useState } from "react";
import { Link } from "@tanstack/react-router";

import { checkFit } from "@repo/domain/keuken";
import { nlKeuken } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";

import { toast } from "~/components/toaster";
import { cookLog, markMade, removeDate, setNote, setScore } from "./cook-log-store";
import { myList } from "./my-list-store";

/** 'Ik heb dit gemaakt': today goes into the cook log, and the toast says so. */
export function noteMade(id: string) {
  markMade(id);
  toast({ title: nlKeuken.madeSaved });
}

const DATE = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric" });
const longDate = (iso: string) => DATE.format(new Date(`${iso}T12:00:00`));

type KitchenRecipe = { id: string; name: string; ingredients: readonly string[] };

/** 'Past bij jouw lijst' or the foods that are not on it; nothing while the reader has no list. */
function ListFit({ recipe }: { recipe: KitchenRecipe }) {
  const list = myList.use();
  if (list.notOnList.length === 0 && list.phase !== 2) return null;
  const fit = checkFit(recipe.ingredients, list);
  return (
    <div
      data-testid="lijst-past"
      className={`mt-4 rounded-xl border p-3 ${fit.fits ? "border-primary/40 bg-primary/10" : "border-accent/60 bg-accent-soft"}`}
    >
      <p className="font-semibold">
        {fit.fits
          ? nlKeuken.fits
          : fit.notOnList.length > 0
            ? nlKeuken.notFits(fit.notOnList)
            : nlKeuken.hasOil}
      </p>
      {fit.oil && fit.notOnList.length > 0 && <p className="text-sm">{nlKeuken.hasOil}</p>}
      <Link to="/mijn-lijst" className="text-sm font-medium text-primary underline underline-offset-2">
        {nlKeuken.toMyList}
      </Link>
    </div>
  );
}

function Score({ id, score }: { id: string; score: number | null }) {
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold">{nlKeuken.scoreLabel}</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              type="radio"
              name={`cijfer-${id}`}
              checked={score === n}
              onChange={() => setScore(id, n)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className={`flex h-11 w-11 items-center justify-center rounded-full border text-xl peer-focus-visible:ring-2 peer-focus-visible:ring-ring ${score !== null && n <= score ? "border-primary bg-primary text-primary-fg" : "border-border bg-surface"}`}
            >
              ★
            </span>
            <span className="sr-only">{nlKeuken.score(n)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Note({ id, note }: { id: string; note: string }) {
  const [draft, setDraft] = useState(note);
  const field = `notitie-${id}`;
  return (
    <form
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        setNote(id, draft.trim());
        toast({ title: nlKeuken.noteSaved });
      }}
    >
      <label htmlFor={field} className="text-sm font-semibold">
        {nlKeuken.noteLabel}
      </label>
      <textarea
        id={field}
        value={draft}
        maxLength={1000}
        rows={2}
        placeholder={nlKeuken.notePlaceholder}
        onChange={(event) => setDraft(event.target.value)}
        className="mt-1 block w-full rounded-xl border border-border bg-surface p-3 text-base"
      />
      <button type="submit" className={buttonClass({ variant: "secondary", size: "sm", className: "mt-2" })}>
        {nlKeuken.noteSave}
      </button>
    </form>
  );
}

/** 'Ik heb dit gemaakt', the days it was made, an own score and a private note. */
function CookLogCard({ recipe }: { recipe: KitchenRecipe }) {
  const entry = cookLog.use()[recipe.id];
  const made = entry !== undefined && entry.dates.length > 0;
  return (
    <section
      aria-labelledby="gekookt-titel"
      data-testid="gekookt"
      className="mt-5 rounded-2xl border border-border bg-surface p-4"
      data-print="hide"
    >
      <Heading level={2} size="subsection" id="gekookt-titel">
        {nlKeuken.cookLogTitle}
      </Heading>
      {made && (
        <ul
          className="mt-1 flex flex-wrap gap-1 text-sm text-muted"
          aria-label={nlKeuken.madeOn(entry.dates.map(longDate))}
        >
          {entry.dates.map((date, i) => (
            <li key={`${date}-${i}`}>
              <button
                type="button"
                className="rounded-full border border-border px-2 py-0.5"
                aria-label={nlKeuken.removeDate(longDate(date))}
                onClick={() => removeDate(recipe.id, i)}
              >
                {longDate(date)} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {entry?.note ? (
        <p className="mt-2 rounded-xl bg-surface-2 p-3 italic" data-testid="eigen-notitie">
          {entry.note}
        </p>
      ) : null}
      <button
        type="button"
        className={buttonClass({ className: "mt-3" })}
        onClick={() => noteMade(recipe.id)}
      >
        {made ? nlKeuken.madeItAgain : nlKeuken.madeIt}
      </button>
      {made && (
        <>
          <Score id={recipe.id} score={entry.score} />
          <Note key={entry.note} id={recipe.id} note={entry.note} />
        </>
      )}
      <p className="mt-2 text-xs text-muted">{nlKeuken.private}</p>
    </section>
  );
}

export function RecipeKitchen(props: { recipe: KitchenRecipe; noteOnly?: boolean }) {
  const note = cookLog.use()[props.recipe.id]?.note;
  if (props.noteOnly)
    return note ? (
      <p className="mb-3 rounded-xl bg-surface-2 p-3 italic" data-testid="eigen-notitie">
        {note}
      </p>
    ) : null;
  return (
    <>
      <ListFit recipe={props.recipe} />
      <CookLogCard recipe={props.recipe} />
    </>
  );
}

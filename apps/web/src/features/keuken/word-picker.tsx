import { useId, useMemo, useState } from "react";

import type { KitchenWord } from "@repo/domain/keuken";
import { foldWord, matchWords } from "@repo/domain/keuken";
import { nlKeuken } from "@repo/strings";
import { buttonClass } from "@repo/ui";

const CHIP =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-2";

/** The label a folded word shows with: the collection's own spelling, else the word itself. */
export const labelOf = (words: readonly KitchenWord[], key: string) =>
  words.find((w) => w.key === key)?.label ?? key;

/**
 * A field that offers the collection's food words as buttons while typing ('tom' offers
 * 'tomaten'), folded the way search folds them; Enter takes the first, or the word as typed.
 */
export function WordPicker(props: {
  words: readonly KitchenWord[];
  chosen: readonly string[];
  label: string;
  onAdd: (key: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const offered = useMemo(
    () =>
      matchWords(props.words, typed, 12)
        .filter((w) => !props.chosen.includes(w.key))
        .slice(0, 6),
    [props.words, props.chosen, typed],
  );
  const add = (key: string) => {
    props.onAdd(key);
    setTyped("");
  };
  return (
    <div>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const first = offered[0]?.key ?? (typed.trim() === "" ? null : foldWord(typed));
          if (first) add(first);
        }}
      >
        <label htmlFor={id} className="sr-only">
          {props.label}
        </label>
        <input
          id={id}
          type="text"
          value={typed}
          autoComplete="off"
          maxLength={60}
          placeholder={props.placeholder ?? props.label}
          onChange={(event) => setTyped(event.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-border bg-surface px-3 text-base"
        />
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          {nlKeuken.pickAdd}
        </button>
      </form>
      {offered.length > 0 && (
        <ul aria-label={nlKeuken.suggestions} className="mt-2 flex flex-wrap gap-2">
          {offered.map((word) => (
            <li key={word.key}>
              <button type="button" className={CHIP} onClick={() => add(word.key)}>
                + {word.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The chosen words, each a button that takes it off again. */
export function ChosenWords(props: {
  words: readonly KitchenWord[];
  chosen: readonly string[];
  label: string;
  empty: string;
  onRemove: (key: string) => void;
}) {
  if (props.chosen.length === 0) return <p className="mt-2 text-muted">{props.empty}</p>;
  return (
    <ul aria-label={props.label} className="mt-2 flex flex-wrap gap-2">
      {props.chosen.map((key) => {
        const label = labelOf(props.words, key);
        return (
          <li key={key}>
            <button
              type="button"
              aria-label={nlKeuken.remove(label)}
              className={`${CHIP} border-primary/40 bg-primary/10`}
              onClick={() => props.onRemove(key)}
            >
              {label} <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

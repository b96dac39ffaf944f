import type { ReactNode } from "react";
import { useId, useMemo, useRef, useState } from "react";

import type { KitchenWord } from "@repo/domain/keuken";
import { nlKeukenPicker as nlKeuken } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import type { WordRules } from "./use-collection";
import { useKept, useTypedEarly } from "~/lib/hydrated";

const CHIP =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-2";

/** The label a folded word shows with: the collection's own spelling, else the word itself. */
export const labelOf = (words: readonly KitchenWord[], key: string) =>
  words.find((w) => w.key === key)?.label ?? key;

/**
 * A field that offers the collection's food words as buttons while typing ('tom' offers
 * 'tomaten'), folded the way search folds them; Enter takes the first, or the word as typed.
 * Painted without the rules: the first key or tap asks for them (`onWanted`).
 */
export function WordPicker(props: {
  words: readonly KitchenWord[];
  rules: WordRules | null;
  /** Loads the rules (and with them the collection). */
  onWanted: () => Promise<WordRules>;
  chosen: readonly string[];
  label: string;
  onAdd: (key: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const { rules, words, chosen } = props;
  const offered = useMemo(
    () =>
      rules
        ? rules
            .matchWords(words, typed, 12)
            .filter((w) => !chosen.includes(w.key))
            .slice(0, 6)
        : [],
    [rules, words, chosen, typed],
  );
  const add = (key: string) => {
    props.onAdd(key);
    setTyped("");
  };
  const submit = ({ foldWord }: WordRules) => {
    const first = offered[0]?.key ?? (typed.trim() === "" ? null : foldWord(typed));
    if (first) add(first);
  };
  const want = () => void props.onWanted().catch(() => undefined);
  const field = useRef<HTMLInputElement>(null);
  useTypedEarly(field, (early) => {
    setTyped(early);
    want();
  });
  return (
    <div>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          // Pressed before the rules were here: carried out when they are.
          if (rules) submit(rules);
          else void props.onWanted().then(submit, () => undefined);
        }}
      >
        <label htmlFor={id} className="sr-only">
          {props.label}
        </label>
        <input
          ref={field}
          id={id}
          type="text"
          value={typed}
          autoComplete="off"
          maxLength={60}
          placeholder={props.placeholder ?? props.label}
          onChange={(event) => {
            setTyped(event.target.value);
            want();
          }}
          onFocus={want}
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

/**
 * An empty message the server paints for a fresh device ('Nog niets gekozen'). On a device that
 * keeps something under one of `keys`, it is an empty place of its size until the page shows what
 * is kept (index.html hides it before the app starts, by `data-empty`): nobody reads a wrong
 * 'empty'. Without keys it is a plain message.
 */
function EmptyMessage(props: { keys?: readonly string[]; className: string; children: ReactNode }) {
  const kept = useKept(props.keys ?? []);
  return (
    <p data-empty={props.keys?.join(" ")} className={`${props.className} ${kept ? "invisible" : ""}`}>
      {props.children}
    </p>
  );
}

/** The chosen words, each a button that takes it off again. */
export function ChosenWords(props: {
  words: readonly KitchenWord[];
  chosen: readonly string[];
  label: string;
  empty: string;
  /** Until the device's words are read: the keys they are kept under (see EmptyMessage). */
  emptyUnless?: readonly string[];
  onRemove: (key: string) => void;
}) {
  if (props.chosen.length === 0)
    return (
      <EmptyMessage keys={props.emptyUnless} className="mt-2 text-muted">
        {props.empty}
      </EmptyMessage>
    );
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

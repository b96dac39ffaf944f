import { useState } from "react";

import type { ShoppingEntry } from "@repo/domain";
import { SHOPPING_LIMITS } from "@repo/domain";
import { nlShopping } from "@repo/strings";
import { buttonClass, CloseIcon, Heading } from "@repo/ui";

import { addItemToList, removeFromList } from "./store";

/** A field for things no recipe asks for ('wc-papier', '2 pakken melk'). */
export function OwnItemForm() {
  const [text, setText] = useState("");
  return (
    <form
      data-print="hide"
      className="mt-8 flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        addItemToList(text);
        setText("");
      }}
    >
      <label htmlFor="eigen-item" className="sr-only">
        {nlShopping.ownLabel}
      </label>
      <input
        id="eigen-item"
        value={text}
        maxLength={SHOPPING_LIMITS.itemMax}
        onChange={(event) => setText(event.target.value)}
        placeholder={nlShopping.ownPlaceholder}
        enterKeyHint="done"
        className="h-12 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-base"
      />
      <button type="submit" disabled={text.trim() === ""} className={buttonClass({ className: "h-12" })}>
        {nlShopping.ownAdd}
      </button>
    </form>
  );
}

/** The recipes and typed items on the list, each to take off with its lines. */
export function EntriesOnList({ entries }: { entries: readonly ShoppingEntry[] }) {
  return (
    <section data-print="hide" aria-labelledby="op-de-lijst" className="mt-8">
      <Heading level={2} size="subsection" id="op-de-lijst">
        {nlShopping.recipesTitle}
      </Heading>
      <ul className="mt-2 divide-y divide-border rounded-2xl border border-border bg-surface">
        {entries.map((entry) => (
          <li key={`${entry.recipeId ?? ""}:${entry.name}`} className="flex items-center gap-3 px-4 py-2">
            <span className="min-w-0 flex-1">
              <span className="block font-medium wrap-anywhere">{entry.name}</span>
              <span className="block text-sm text-muted">
                {entry.recipeId === null ? nlShopping.ownItem : nlShopping.portions(entry.portions)}
              </span>
            </span>
            <button
              type="button"
              onClick={() => removeFromList(entry)}
              aria-label={nlShopping.remove(entry.name)}
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-border hover:bg-surface-2"
            >
              <CloseIcon />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

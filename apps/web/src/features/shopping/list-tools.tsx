import type { ShoppingEntry } from "@repo/domain";
import { nlShopping } from "@repo/strings";
import { CloseIcon, Heading } from "@repo/ui";

import { removeFromList } from "./store";

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

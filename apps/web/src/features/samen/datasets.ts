import type { SharedDataset } from "./registry";
import type { StoredList } from "~/lib/stored-list";

/** A field of a keyed list: the item, and when it was first added, which orders the list alike everywhere. */
interface Placed<T> {
  at: number;
  item: T;
}

const isPlaced = (value: unknown): value is Placed<unknown> =>
  typeof value === "object" && value !== null && typeof (value as Placed<unknown>).at === "number";

/**
 * A stored list as a shared dataset: one field per item, by `keyOf`, so two devices adding,
 * changing and removing different items merge, and the same item resolves the same way on both.
 */
export function keyedList<T>(
  list: StoredList<T>,
  opts: { keyOf: (item: T) => string; isItem: (value: unknown) => value is T; newest: "first" | "last" },
): SharedDataset {
  // When each item was first added, as the household has it.
  const placed = new Map<string, number>();
  return {
    fields() {
      const items = list.snapshot();
      const now = Date.now();
      const fields: Record<string, unknown> = {};
      items.forEach((item, index) => {
        const key = opts.keyOf(item);
        // A new item sorts where it stands: last (or first) of what this write added.
        const at = placed.get(key) ?? (opts.newest === "last" ? now - items.length + index : now - index);
        placed.set(key, at);
        fields[key] = { at, item } satisfies Placed<T>;
      });
      return fields;
    },
    apply(fields) {
      const entries = Object.entries(fields).flatMap(([key, value]) =>
        isPlaced(value) && opts.isItem(value.item) ? [{ key, at: value.at, item: value.item }] : [],
      );
      const direction = opts.newest === "last" ? 1 : -1;
      entries.sort((a, b) => direction * (a.at - b.at) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      placed.clear();
      for (const entry of entries) placed.set(entry.key, entry.at);
      list.write(entries.map((entry) => entry.item));
    },
    onChange: list.onWrite,
  };
}

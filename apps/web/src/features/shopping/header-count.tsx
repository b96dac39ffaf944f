import { useMemo } from "react";

import { mergeShoppingList } from "@repo/domain";

import { useEntries, useTicks } from "./store";

/** How many merged lines are still to buy. */
export function OpenCount() {
  const entries = useEntries();
  const ticks = useTicks();
  const open = useMemo(() => {
    const ticked = new Set(ticks);
    return mergeShoppingList(entries).reduce(
      (n, g) => n + g.lines.filter((l) => !ticked.has(l.key)).length,
      0,
    );
  }, [entries, ticks]);
  return open > 0 ? (
    <span
      data-testid="shopping-count"
      className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-semibold text-primary-fg"
    >
      {open}
    </span>
  ) : null;
}

import type { ReactNode } from "react";
import { useMemo } from "react";

import { mergeShoppingList, splitTicked } from "@repo/domain";
import { nlShopping } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import { toast } from "~/components/toaster";
import { ProbablyHave, useStapleSplit } from "~/features/keuken/probably-have";
import { PrinterIcon } from "~/features/recipe/printer-icon";
import { EntriesOnList } from "./list-tools";
import { canShare, copyList, shareList } from "./share";
import { LineGroup } from "./shopping-lines";
import { clearList, clearTicked, forgetDiscarded, useDiscarded, useEntries, useTicks } from "./store";

export { addItemToList } from "./store";

const TOOL = buttonClass({ variant: "secondary", size: "sm" });

/** Clears, then offers to put it back for as long as the toast shows. */
function withUndo(clear: () => () => void, title: string, description?: string) {
  const undo = clear();
  toast({ title, description, action: { label: nlShopping.undo, onClick: undo } });
}

/**
 * The list this device keeps: merged lines by aisle, ticked ones at the bottom, the tools above
 * them (loaded once the device keeps a list, see shopping-page); `empty` where it has no lines.
 */
export function ShoppingList({ empty }: { empty: ReactNode }) {
  const entries = useEntries();
  const ticks = useTicks();
  const discarded = useDiscarded();
  const groups = useMemo(() => mergeShoppingList(entries), [entries]);
  const { open: unticked, done } = useMemo(() => splitTicked(groups, new Set(ticks)), [groups, ticks]);
  // The kitchen's staples wait apart, folded: most shoppers have them at home.
  const { toBuy: open, probably } = useStapleSplit(unticked);
  const none = groups.length === 0;

  return (
    <>
      {discarded && (
        <div
          role="status"
          className="mt-4 flex items-start gap-3 rounded-xl bg-surface-2 p-4"
          data-print="hide"
        >
          <p className="flex-1">
            <strong className="block">{nlShopping.discarded}</strong>
            {nlShopping.discardedText}
          </p>
          <button type="button" onClick={forgetDiscarded} className={TOOL}>
            {nlShopping.dismiss}
          </button>
        </div>
      )}
      {!none && (
        <div data-print="hide" className="mt-4 flex flex-wrap gap-2">
          <button type="button" onClick={() => void copyList(open)} className={TOOL}>
            {nlShopping.copy}
          </button>
          {canShare() && (
            <button type="button" onClick={() => void shareList(open)} className={TOOL}>
              {nlShopping.share}
            </button>
          )}
          <button type="button" onClick={() => window.print()} className={TOOL}>
            <PrinterIcon />
            {nlShopping.print}
          </button>
          {done.length > 0 && (
            <button
              type="button"
              onClick={() => withUndo(clearTicked, nlShopping.tickedCleared)}
              className={TOOL}
            >
              {nlShopping.clearTicked}
            </button>
          )}
          <button
            type="button"
            onClick={() => withUndo(clearList, nlShopping.cleared, nlShopping.clearedText)}
            className={TOOL}
          >
            {nlShopping.clearAll}
          </button>
        </div>
      )}
      {none ? (
        empty
      ) : (
        <div className="print:columns-2 print:gap-8">
          {open.map((group) => (
            <LineGroup
              key={group.aisle}
              id={`gang-${group.aisle}`}
              title={nlShopping.aisles[group.aisle]}
              lines={group.lines}
              ticked={false}
            />
          ))}
          <ProbablyHave lines={probably} />
          {done.length > 0 && (
            <LineGroup id="afgevinkt" title={nlShopping.ticked(done.length)} lines={done} ticked />
          )}
        </div>
      )}
    </>
  );
}

/** The recipes and typed items on the list, below the field that adds one. */
export function ListedEntries() {
  const entries = useEntries();
  return entries.length > 0 ? <EntriesOnList entries={entries} /> : null;
}

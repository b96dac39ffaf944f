import { useMemo } from "react";
import { Link } from "@tanstack/react-router";

import { mergeShoppingList, splitTicked } from "@repo/domain";
import { nlShopping } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";

import { toast } from "~/components/toaster";
import { ProbablyHave, useStapleSplit } from "~/features/keuken/probably-have";
import { PrinterIcon } from "~/features/recipe/printer-icon";
import { SamenMark } from "~/features/samen/mark";
import { EntriesOnList, OwnItemForm } from "./list-tools";
import { canShare, copyList, shareList } from "./share";
import { LineGroup } from "./shopping-lines";
import { clearList, clearTicked, forgetDiscarded, useDiscarded, useEntries, useTicks } from "./store";

const TOOL = buttonClass({ variant: "secondary", size: "sm" });

/** Clears, then offers to put it back for as long as the toast shows. */
function withUndo(clear: () => () => void, title: string, description?: string) {
  const undo = clear();
  toast({ title, description, action: { label: nlShopping.undo, onClick: undo } });
}

/** The shopping list: merged lines by aisle, ticked ones at the bottom, the tools around them. */
export function ShoppingPage() {
  const entries = useEntries();
  const ticks = useTicks();
  const discarded = useDiscarded();
  const groups = useMemo(() => mergeShoppingList(entries), [entries]);
  const { open: unticked, done } = useMemo(() => splitTicked(groups, new Set(ticks)), [groups, ticks]);
  // The kitchen's staples wait apart, folded: most shoppers have them at home.
  const { toBuy: open, probably } = useStapleSplit(unticked);
  const empty = groups.length === 0;

  return (
    <section aria-labelledby="lijst-titel" className="mx-auto max-w-3xl px-4 py-6 print:p-0">
      <Heading level={1} id="lijst-titel" className="print:text-2xl">
        {nlShopping.title}
      </Heading>
      <SamenMark className="mt-2" />
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
      {!empty && (
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
      {empty ? (
        <div className="mt-8 rounded-2xl border border-border bg-surface p-6 text-center">
          <p className="font-serif text-xl font-semibold">{nlShopping.empty}</p>
          <p className="mt-2 text-muted">{nlShopping.emptyText}</p>
          <Link to="/" className={buttonClass({ className: "mt-4" })}>
            {nlShopping.toRecipes}
          </Link>
        </div>
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
      <OwnItemForm />
      {entries.length > 0 && <EntriesOnList entries={entries} />}
    </section>
  );
}

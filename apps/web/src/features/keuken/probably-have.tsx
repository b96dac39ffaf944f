import { useMemo } from "react";

import type { ShoppingGroup, ShoppingLine } from "@repo/domain";
import { lineCovered } from "@repo/domain/keuken";
import { nlKeuken } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import { buyAnyway, staples, toggleWord } from "./staples-store";

/** The open lines without the staples (unless put back), and the staples' lines apart. */
export function useStapleSplit(groups: readonly ShoppingGroup[]) {
  const kept = staples.use();
  const back = buyAnyway.use();
  return useMemo(() => {
    const probably: ShoppingLine[] = [];
    const toBuy = groups
      .map((group) => ({
        ...group,
        lines: group.lines.filter((line) => {
          const staple = kept.length > 0 && !back.includes(line.key) && lineCovered(line.key, kept);
          if (staple) probably.push(line);
          return !staple;
        }),
      }))
      .filter((group) => group.lines.length > 0);
    return { toBuy, probably };
  }, [groups, kept, back]);
}

/** 'Heb je waarschijnlijk al': folded, each line one tap from the list again. */
export function ProbablyHave({ lines }: { lines: readonly ShoppingLine[] }) {
  if (lines.length === 0) return null;
  return (
    <details
      data-testid="waarschijnlijk-al"
      className="mt-6 rounded-2xl border border-border p-3"
      data-print="hide"
    >
      <summary className="flex min-h-11 cursor-pointer items-center font-serif text-lg font-semibold">
        {nlKeuken.probablyHave(lines.length)}
      </summary>
      <ul className="mt-1">
        {lines.map((line) => (
          <li key={line.key} className="flex min-h-14 items-center justify-between gap-3 px-2 py-2">
            <span className="text-muted">{line.text}</span>
            <button
              type="button"
              aria-label={nlKeuken.putBack(line.text)}
              className={buttonClass({ variant: "secondary", size: "sm" })}
              onClick={() => toggleWord(buyAnyway, line.key)}
            >
              {nlKeuken.putBackShort}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

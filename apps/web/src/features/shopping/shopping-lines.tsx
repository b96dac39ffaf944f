import type { ShoppingLine } from "@repo/domain";
import { describeSources } from "@repo/domain";
import { nlShopping } from "@repo/strings";
import { Heading } from "@repo/ui";

import { toggleTick } from "./store";

/** One line to tick off: the whole row is the touch target, the recipes that need it below. */
export function LineRow({ line, ticked }: { line: ShoppingLine; ticked: boolean }) {
  const own = line.sources.every((source) => source.recipeId === null);
  const id = `regel-${line.key.replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <li className="break-inside-avoid">
      <label
        htmlFor={id}
        className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl px-2 py-3 hover:bg-surface-2 print:min-h-0 print:py-0.5"
      >
        <input
          id={id}
          type="checkbox"
          checked={ticked}
          onChange={() => toggleTick(line.key)}
          aria-describedby={own ? undefined : `${id}-voor`}
          className="mt-0.5 h-6 w-6 shrink-0 accent-primary print:h-4 print:w-4"
        />
        <span className="min-w-0">
          <span className={`block text-lg print:text-base ${ticked ? "text-muted line-through" : ""}`}>
            {line.text}
          </span>
          {!own && (
            <span id={`${id}-voor`} data-print="hide" className="block text-sm text-muted">
              {nlShopping.lineFor(describeSources(line))}
            </span>
          )}
        </span>
      </label>
    </li>
  );
}

/** The lines of one aisle, under its heading. */
export function LineGroup(props: {
  id: string;
  title: string;
  lines: readonly ShoppingLine[];
  ticked: boolean;
}) {
  return (
    <section aria-labelledby={props.id} className="mt-6 break-inside-avoid print:mt-3">
      <Heading level={2} size="subsection" id={props.id} className="print:text-base">
        {props.title}
      </Heading>
      <ul className="mt-1">
        {props.lines.map((line) => (
          <LineRow key={line.key} line={line} ticked={props.ticked} />
        ))}
      </ul>
    </section>
  );
}

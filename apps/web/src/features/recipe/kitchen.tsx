// The recipe page's kitchen controls as pictures: the server paints them in the first paint and
// the app wires them up, so nothing moves when the app takes over. The heart is in saved.tsx.
import type { SVGProps } from "react";

import { nl } from "@repo/strings";
import { Icon } from "@repo/ui";

export const PotIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M4 10h16v6a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM2 10h2M20 10h2M9 6c0-1 1-1 1-2M14 6c0-1 1-1 1-2" />
  </Icon>
);

export const TimerIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <circle cx="12" cy="13" r="8" />
    <path d="M12 9v4l2.5 2.5M10 2h4" />
  </Icon>
);

/** The way into cook mode: the recipe page's main action. */
export const COOK_LINK_CLASS =
  "inline-flex items-center gap-2 rounded-lg bg-primary px-3 py-2 text-sm font-medium text-primary-fg hover:bg-primary-hover";

const ROUND_BUTTON =
  "flex h-10 w-10 items-center justify-center rounded-full border border-border bg-surface text-xl leading-none font-semibold hover:bg-surface-2 disabled:opacity-40";

/**
 * '− 2 personen +': without handlers (the first paint) the buttons wait for the app. onPrepare
 * runs when a pointer or the focus reaches the buttons, before the first change.
 */
export function PortionsControl({
  people,
  onChange,
  onPrepare,
  min = 1,
  max = 50,
}: {
  people: number;
  onChange?: (people: number) => void;
  onPrepare?: () => void;
  min?: number;
  max?: number;
}) {
  return (
    <div
      role="group"
      aria-label={nl.portions.label}
      className="flex items-center gap-2"
      data-portions=""
      onPointerOver={onPrepare}
      onPointerDown={onPrepare}
      onFocus={onPrepare}
    >
      <button
        type="button"
        aria-label={nl.portions.fewer}
        disabled={people <= min}
        onClick={() => onChange?.(people - 1)}
        className={`${ROUND_BUTTON} print:hidden`}
      >
        −
      </button>
      <output aria-live="polite" className="min-w-[7.5rem] text-center font-semibold tabular-nums">
        {nl.portions.people(people)}
      </output>
      <button
        type="button"
        aria-label={nl.portions.more}
        disabled={people >= max}
        onClick={() => onChange?.(people + 1)}
        className={`${ROUND_BUTTON} print:hidden`}
      >
        +
      </button>
    </div>
  );
}

// The recipe page's kitchen controls as pictures: the server paints them in the first paint and
// the app wires them up, so nothing moves when the app takes over.
import type { SVGProps } from "react";

import { nl } from "@repo/strings";

import { Icon } from "./icon";
import { chapterButtonClass, Count } from "./overview";

export const HeartIcon = ({ filled, ...p }: SVGProps<SVGSVGElement> & { filled: boolean }) => (
  <Icon {...p} fill={filled ? "currentColor" : "none"}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
  </Icon>
);

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

/** '− 2 personen +': without handlers (the first paint) the buttons wait for the app. */
export function PortionsControl({
  people,
  onChange,
  min = 1,
  max = 50,
}: {
  people: number;
  onChange?: (people: number) => void;
  min?: number;
  max?: number;
}) {
  return (
    <div role="group" aria-label={nl.portions.label} className="flex items-center gap-2" data-portions="">
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

/** The heart that keeps a recipe on this device; its name says what it keeps. */
export function SaveToggle({
  name,
  saved,
  onToggle,
  withText = false,
  className = "",
}: {
  name: string;
  saved: boolean;
  onToggle?: () => void;
  withText?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={nl.saved.save(name)}
      onClick={onToggle}
      data-save-toggle=""
      className={`inline-flex items-center justify-center gap-2 rounded-lg border border-border bg-surface text-sm font-medium hover:bg-surface-2 ${
        withText ? "px-3 py-2" : "h-10 w-10"
      } ${saved ? "text-red-600 dark:text-red-400" : ""} ${className}`}
    >
      <HeartIcon filled={saved} />
      {withText && <span className="text-text">{nl.saved.saveShort}</span>}
    </button>
  );
}

/** 'Bewaard' beside the chapters: the recipes kept on this device (none known before the app runs). */
export function SavedChapterView(props: { active: boolean; count: number | null; onToggle?: () => void }) {
  const { active } = props;
  return (
    <button
      id="bewaard"
      type="button"
      aria-pressed={active}
      onClick={props.onToggle}
      className={chapterButtonClass(active)}
    >
      <HeartIcon filled={active} width={16} height={16} />
      {nl.saved.chapter}
      <Count
        n={props.count ?? "–"}
        className={`min-w-[2ch] rounded-full px-1.5 text-center text-xs ${active ? "bg-primary-fg/20" : "bg-surface-2"}`}
      />
    </button>
  );
}

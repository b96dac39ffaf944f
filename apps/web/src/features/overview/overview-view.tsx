// The overview's markup, shared by the server's first paint and the app that hydrates it: the
// two must render the same elements, so both compose these with their own links and handlers.
import type { ChangeEventHandler, ReactNode, Ref, SVGProps } from "react";
import { memo } from "react";

import { ALL_CHAPTERS, chapterKey, CHAPTERS } from "@repo/domain";
import { nl } from "@repo/strings";
import { Heading, Icon } from "@repo/ui";

import { RECIPES_SECTION_ID, RESULTS_TITLE_ID } from "./overview-ids";

export const FilterIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M3 5h18M6 12h12M10 19h4" />
  </Icon>
);

/** The first cards are likely in view: their images load first. */
export const PRIORITY_CARDS = 2;

/** Reads as "Kip (6)" to assistive technology, shows as a plain number. */
export function Count({ n, className = "text-muted" }: { n: number | string; className?: string }) {
  return (
    <span className={`tabular-nums ${className}`}>
      <span className="sr-only"> (</span>
      {n}
      <span className="sr-only">)</span>
    </span>
  );
}

/** Small screens: the Filters button, with a dot for active filters; the caller opens the drawer. */
export function FilterButton({
  ref,
  active,
  onClick,
  onPointerEnter,
}: {
  active: boolean;
  ref?: Ref<HTMLButtonElement>;
  onClick?: () => void;
  onPointerEnter?: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      onPointerEnter={onPointerEnter}
      aria-haspopup="dialog"
      aria-label={active ? nl.overview.filtersActive : nl.overview.filters}
      className="relative inline-flex h-11 shrink-0 items-center gap-2 rounded-lg border border-border bg-surface px-3 text-sm font-medium md:hidden"
    >
      <FilterIcon />
      {nl.overview.filters}
      {active && (
        <span
          data-testid="filter-dot"
          aria-hidden="true"
          className="absolute -top-1 -right-1 h-3 w-3 rounded-full bg-accent ring-2 ring-bg"
        />
      )}
    </button>
  );
}

/** The look of a chapter button, shared with the chapter-like buttons beside them. */
export function chapterButtonClass(isActive: boolean): string {
  return `inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition ${
    isActive
      ? "border-primary bg-primary text-primary-fg"
      : "border-border bg-surface text-text hover:bg-surface-2"
  }`;
}

/**
 * Chapter buttons; each button's id is the lowercased chapter name ('alle' for all). `extra` is
 * one more chapter-like button at the end; `active` null when that one is chosen.
 */
/** The chapter buttons; they render again only when the active chapter, the counts or the extra button change. */
export const ChapterButtons = memo(function ChapterButtons(props: {
  active: string | null;
  counts: Record<string, number> | null;
  onSelect?: (key: string) => void;
  extra?: ReactNode;
}) {
  const items = [
    { key: ALL_CHAPTERS, label: nl.overview.allChapters },
    ...CHAPTERS.map((chapter) => ({ key: chapterKey(chapter), label: chapter })),
  ];
  const active = props.active === null ? null : chapterKey(props.active);
  return (
    // relative: the visually hidden parts of the counts are positioned against the scrolling row;
    // without it they escape to the page and widen it far past a phone's screen.
    <nav aria-label={nl.overview.chaptersLabel} className="relative -mx-4 overflow-x-auto px-4 pb-1">
      <ul className="flex gap-2 md:flex-wrap">
        {items.map((item) => {
          const isActive = item.key === active;
          return (
            <li key={item.key}>
              <button
                id={item.key}
                type="button"
                aria-pressed={isActive}
                onClick={() => props.onSelect?.(item.key)}
                className={chapterButtonClass(isActive)}
              >
                {item.label}
                {/* Room for four digits before the counts arrive, so the row never reflows. */}
                <Count
                  n={props.counts?.[item.key] ?? "–"}
                  className={`min-w-[4ch] rounded-full px-1.5 text-center text-xs ${isActive ? "bg-primary-fg/20" : "bg-surface-2"}`}
                />
              </button>
            </li>
          );
        })}
        {props.extra && <li>{props.extra}</li>}
      </ul>
    </nav>
  );
});

export function ShowMoreButton({
  remaining,
  ref,
  onClick,
}: {
  remaining: number;
  ref?: Ref<HTMLButtonElement>;
  onClick?: () => void;
}) {
  return (
    <div className="mt-8 flex justify-center">
      <button
        ref={ref}
        type="button"
        onClick={onClick}
        className="rounded-lg border border-border bg-surface px-5 py-2.5 font-medium hover:bg-surface-2"
      >
        {nl.overview.showMore(remaining)}
      </button>
    </div>
  );
}

/** The search field, the chapters, the side panel and the results with the drawer's button. */
export function OverviewSection(props: {
  search: ReactNode;
  filterButton: ReactNode;
  /** The order of the cards, beside their number. */
  sort?: ReactNode;
  chapters: ReactNode;
  filters: ReactNode;
  title: string;
  countText: string;
  children: ReactNode;
}) {
  return (
    <section
      id={RECIPES_SECTION_ID}
      aria-labelledby={RESULTS_TITLE_ID}
      // The skip link's target: focus lands here, so the next Tab is the search field.
      tabIndex={-1}
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-8 outline-none"
    >
      <div className="flex flex-col gap-4">
        {/* The whole row for the field: its placeholder fits a 320 px phone. */}
        <div>
          <label htmlFor="zoeken" className="sr-only">
            {nl.overview.searchLabel}
          </label>
          {props.search}
        </div>
        {props.chapters}
      </div>

      <div className="mt-6 flex gap-8">
        <aside aria-label={nl.overview.filters} className="hidden w-60 shrink-0 md:block">
          <div className="sticky top-20 rounded-2xl border border-border bg-surface p-4">
            <h2 className="mb-4 text-lg font-semibold">{nl.overview.filters}</h2>
            {props.filters}
          </div>
        </aside>

        <div className="min-w-0 flex-1">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <Heading
              level={2}
              size="subsection"
              id={RESULTS_TITLE_ID}
              // Clear of the sticky header when scrolled to.
              className="min-w-0 scroll-mt-20 sm:text-2xl"
            >
              {props.title}
            </Heading>
            <div className="flex shrink-0 items-center gap-3 md:order-2">
              <p data-testid="results-count" aria-live="polite" className="text-sm text-muted">
                {props.countText}
              </p>
              {props.filterButton}
            </div>
            {/* A row of its own on a phone, where the count and the Filters button fill the first. */}
            {props.sort && <div className="w-full md:order-1 md:ml-auto md:w-auto">{props.sort}</div>}
          </div>
          {props.children}
        </div>
      </div>
    </section>
  );
}

export function SearchInput(props: {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onFocus?: () => void;
}) {
  return (
    <input
      id="zoeken"
      type="search"
      value={props.value}
      placeholder={nl.overview.searchPlaceholder}
      autoComplete="off"
      onChange={props.onChange}
      onFocus={props.onFocus}
      className="h-12 w-full rounded-xl border border-border bg-surface px-3 text-base shadow-sm placeholder:text-muted sm:px-4"
    />
  );
}

import { ALL_CHAPTERS, CHAPTERS, chapterKey } from "@repo/domain";
import { nl } from "@repo/strings";

import { Count } from "./filter-panel";

/** Chapter buttons; each button's id is the lowercased chapter name ('alle' for all). */
export function ChapterButtons(props: {
  active: string;
  counts: Record<string, number> | null;
  onSelect: (key: string) => void;
}) {
  const items = [
    { key: ALL_CHAPTERS, label: nl.overview.allChapters },
    ...CHAPTERS.map((chapter) => ({ key: chapterKey(chapter), label: chapter })),
  ];
  const active = chapterKey(props.active);
  return (
    <nav aria-label={nl.overview.chaptersLabel} className="-mx-4 overflow-x-auto px-4 pb-1">
      <ul className="flex gap-2 md:flex-wrap">
        {items.map((item) => {
          const isActive = item.key === active;
          return (
            <li key={item.key}>
              <button
                id={item.key}
                type="button"
                aria-pressed={isActive}
                onClick={() => props.onSelect(item.key)}
                className={`inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition ${
                  isActive
                    ? "border-primary bg-primary text-primary-fg"
                    : "border-border bg-surface text-text hover:bg-surface-2"
                }`}
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
      </ul>
    </nav>
  );
}

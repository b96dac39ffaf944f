import { nl } from "@repo/strings";

import { chapterButtonClass, Count } from "~/features/overview/overview-view";
import { HeartIcon } from "./save-toggle";

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

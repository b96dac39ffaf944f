import { SavedChapterView } from "@repo/ui";

/** 'Bewaard' beside the chapters, as the first paint shows it until the app knows what is saved. */
export function SavedChapterButton(props: { active: boolean; count: number | null; onToggle: () => void }) {
  return <SavedChapterView {...props} />;
}

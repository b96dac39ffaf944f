import { SavedChapterView } from "./saved-chapter-view";
import { useSavedCount } from "./saved-store";

/**
 * 'Bewaard' beside the chapters, as the first paint shows it until the app knows what is saved.
 * Its count follows the hearts by itself: a heart renders the button, not the page around it.
 */
export function SavedChapterButton(props: {
  active: boolean;
  /** The collection, once it is here: a saved recipe since deleted is not counted. */
  known: readonly { id: string }[] | undefined;
  onToggle: () => void;
}) {
  return (
    <SavedChapterView active={props.active} count={useSavedCount(props.known)} onToggle={props.onToggle} />
  );
}

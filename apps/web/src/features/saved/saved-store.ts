import { storedList } from "~/lib/stored-list";

/** The recipes kept on this device: ids in localStorage, never sent to the server. */
/** More than a collection's worth of favourites; the newest are kept. */
export const MAX_SAVED = 500;

/** A recipe id as the server makes them: nothing longer is ever a recipe. */
const isRecipeId = (id: unknown): id is string => typeof id === "string" && id.length > 0 && id.length <= 64;

const saved = storedList("receptenboek:bewaard", isRecipeId, {
  // Full or switched-off storage: the heart simply does not stay on.
  inMemory: false,
  max: MAX_SAVED,
});

/** The saved ids right now, outside React. */
export const savedIds = saved.snapshot;

export const useSavedIds = saved.useList;

/** Whether one recipe is saved: a heart renders again when its own recipe is saved or forgotten, not for every other. */
export function useIsSaved(id: string): boolean {
  return saved.useSelected((ids) => ids.includes(id));
}

/** Saves or forgets a recipe; returns whether it is saved now. */
export function toggleSaved(id: string): boolean {
  const ids = saved.snapshot();
  const save = !ids.includes(id);
  saved.write(save ? [id, ...ids] : ids.filter((other) => other !== id));
  return save;
}

import { storedList } from "~/lib/stored-list";

/** The recipes kept on this device: ids in localStorage, never sent to the server. */
const saved = storedList("receptenboek:bewaard", (id): id is string => typeof id === "string", {
  // Full or switched-off storage: the heart simply does not stay on.
  inMemory: false,
});

/** The saved ids right now, outside React. */
export const savedIds = saved.snapshot;

export const useSavedIds = saved.useList;

export function useIsSaved(id: string): boolean {
  return useSavedIds().includes(id);
}

/** Saves or forgets a recipe; returns whether it is saved now. */
export function toggleSaved(id: string): boolean {
  const ids = saved.snapshot();
  const save = !ids.includes(id);
  saved.write(save ? [id, ...ids] : ids.filter((other) => other !== id));
  return save;
}

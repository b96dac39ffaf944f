import { registerShared } from "~/features/samen/registry";
import { storedList } from "~/lib/stored-list";

/** The recipes kept on this device: ids in localStorage, never sent to the server. */
/** More than a collection's worth of favourites; the newest are kept. */
export const MAX_SAVED = 500;

/** A recipe id as the server makes them: nothing longer is ever a recipe. */
const isRecipeId = (id: unknown): id is string => typeof id === "string" && id.length > 0 && id.length <= 64;

/** Where the saved recipes are kept on this device. */
export const SAVED_KEY = "receptenboek:bewaard";
const saved = storedList(SAVED_KEY, isRecipeId, {
  // Full or switched-off storage: the heart simply does not stay on.
  inMemory: false,
  max: MAX_SAVED,
});

registerShared("saved", () =>
  import("~/features/samen/datasets").then(({ keyedList }) =>
    keyedList(saved, { keyOf: (id) => id, isItem: isRecipeId, newest: "first" }),
  ),
);

/** The saved ids right now, outside React. */
export const savedIds = saved.snapshot;

/** How many of the saved recipes there are: of `known` (the collection) once it is here, else all. */
export const countSaved = (ids: readonly string[], known?: readonly { id: string }[]) =>
  known ? known.filter((recipe) => ids.includes(recipe.id)).length : ids.length;

/** The saved count alone: a heart renders what shows it, not the page around it. */
export function useSavedCount(known?: readonly { id: string }[]): number {
  return saved.useSelected((ids) => countSaved(ids, known));
}

/** The saved ids while `wanted` ('Bewaard' shows), else null: a heart renders the page only then. */
export function useSavedIdsWhile(wanted: boolean): readonly string[] | null {
  return saved.useSelected((ids) => (wanted ? ids : null));
}

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

/** Replaces the saved recipes at once: an import or 'remove all' on the Mijn keuken page. */
export const replaceSaved = (ids: readonly string[]) => saved.write(ids);

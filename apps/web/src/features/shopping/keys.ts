// Its own small module: the header's link reads whether there is a list at all without loading it.
/** Where the shopping list's entries and ticks are kept in this device's localStorage. */
export const SHOPPING_KEY = "receptenboek:boodschappen";
export const TICKS_KEY = "receptenboek:boodschappen:afgevinkt";

/** Whether this device keeps a shopping list, without reading it. */
export function hasStoredList(): boolean {
  try {
    return localStorage.getItem(SHOPPING_KEY) !== null;
  } catch {
    return false;
  }
}

/** An entry's name in the household's shared list: its recipe, or the item typed by hand. */
export const entryKey = (entry: { recipeId: string | null; name: string }) =>
  entry.recipeId === null ? `own:${entry.name}` : `recipe:${entry.recipeId}`;

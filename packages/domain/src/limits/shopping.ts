// Apart from the list's rules (shopping/): the field that adds an item is part of the list page's
// first paint, which carries none of them.
import { MAX_PEOPLE } from "../quantity/portions";

/** How much one shopping list holds. */
export const SHOPPING_LIMITS = {
  portionsMax: MAX_PEOPLE,
  itemMax: 100,
  entriesMax: 200,
} as const;

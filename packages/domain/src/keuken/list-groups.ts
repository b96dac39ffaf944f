// What the reader's own list is made of: its groups, phases and empty form. Apart from the rules
// that check a recipe against it (my-list.ts): the Mijn lijst page paints its form with these alone.
import type { FoodGroup } from "../food/groups";

/** The phases a reader can follow: 1 the list alone, 2 also without oil, 3 one free meal a week, 4 80/20. */
export const PHASES = [1, 2, 3, 4] as const;
export type Phase = (typeof PHASES)[number];

/** The groups a reader can mark as a whole ('geen zuivel'), the ones the food table knows. */
export const LIST_GROUPS = [
  "zuivel",
  "vlees",
  "gevogelte",
  "vis",
  "schaaldier",
  "ei",
  "glutengraan",
  "noten",
  "soja",
  "suiker",
] as const satisfies readonly FoodGroup[];
export type ListGroup = (typeof LIST_GROUPS)[number];

/** A marked entry: a folded food word, or 'groep:zuivel'. */
export const GROUP_PREFIX = "groep:";

export interface MyList {
  /** What is not on the reader's list. */
  notOnList: string[];
  phase: Phase;
}

export const EMPTY_LIST: MyList = { notOnList: [], phase: 1 };

export const groupEntry = (group: ListGroup) => `${GROUP_PREFIX}${group}`;

/** The list with `entry` marked, or no longer marked if it was. */
export const toggledEntry = (list: MyList, entry: string): MyList => ({
  ...list,
  notOnList: list.notOnList.includes(entry)
    ? list.notOnList.filter((e) => e !== entry)
    : [...list.notOnList, entry],
});

import type { MyList } from "@repo/domain/keuken";
import { EMPTY_LIST, PHASES, toggledEntry } from "@repo/domain/keuken";

import { deviceValue, isWordList } from "./device-value";
import { MY_LIST_KEY } from "./keys";

const isMyList = (value: unknown): value is MyList =>
  typeof value === "object" &&
  value !== null &&
  isWordList((value as MyList).notOnList) &&
  (PHASES as readonly unknown[]).includes((value as MyList).phase);

/** 'Mijn lijst': what is not on the reader's own food list, and their phase. Never sent anywhere. */
export const myList = deviceValue<MyList>(MY_LIST_KEY, isMyList, EMPTY_LIST);

export function toggleNotOnList(entry: string) {
  myList.set(toggledEntry(myList.get(), entry));
}

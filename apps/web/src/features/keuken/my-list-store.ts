import type { MyList } from "@repo/domain/keuken";
import { EMPTY_LIST, PHASES } from "@repo/domain/keuken";

import { deviceValue, isWordList } from "./device-value";

const isMyList = (value: unknown): value is MyList =>
  typeof value === "object" &&
  value !== null &&
  isWordList((value as MyList).notOnList) &&
  (PHASES as readonly unknown[]).includes((value as MyList).phase);

/** 'Mijn lijst': what is not on the reader's own food list, and their phase. Never sent anywhere. */
export const myList = deviceValue<MyList>("receptenboek:mijn-lijst", isMyList, EMPTY_LIST);

export function toggleNotOnList(entry: string) {
  const list = myList.get();
  const notOnList = list.notOnList.includes(entry)
    ? list.notOnList.filter((e) => e !== entry)
    : [...list.notOnList, entry];
  myList.set({ ...list, notOnList });
}

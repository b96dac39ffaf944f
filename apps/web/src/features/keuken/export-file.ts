// The file 'Alles downloaden' writes and the import reads back (import-file.ts): every dataset
// the device keeps, merged with what is there (nothing is ever overwritten by less).

import type { ShoppingEntry } from "@repo/domain";
import type { MyList } from "@repo/domain/keuken";
import { EMPTY_LIST } from "@repo/domain/keuken";

import type { StoredWeek } from "../weekmenu/store";
import type { CookLog } from "./cook-log-store";

export const FILE_FORMAT = "receptenboek-mijn-keuken";
/** Past this the file is no file of ours (a full device keeps far less). */
export const FILE_MAX_BYTES = 2_000_000;

export interface KitchenData {
  saved: string[];
  shopping: { entries: ShoppingEntry[]; ticks: string[] };
  week: StoredWeek | null;
  staples: string[];
  atHome: string[];
  myList: MyList;
  cooked: CookLog;
}

export const EMPTY_DATA: KitchenData = {
  saved: [],
  shopping: { entries: [], ticks: [] },
  week: null,
  staples: [],
  atHome: [],
  myList: EMPTY_LIST,
  cooked: {},
};

/** The file's text. */
export function exportFile(data: KitchenData, now = new Date()): string {
  return JSON.stringify({ format: FILE_FORMAT, version: 1, exportedAt: now.toISOString(), ...data }, null, 2);
}

const union = <T>(a: readonly T[], b: readonly T[]) => [...a, ...b.filter((item) => !a.includes(item))];

/**
 * The device's data with a file's added: lists joined, a recipe's days joined, a score or note
 * taken from the file only where the device has none, the file's week only when none is planned.
 */
export function mergeData(current: KitchenData, incoming: KitchenData): KitchenData {
  const listed = new Set(current.shopping.entries.map((e) => e.recipeId ?? `zelf:${e.lines.join("\n")}`));
  const cooked: CookLog = { ...current.cooked };
  for (const [id, entry] of Object.entries(incoming.cooked)) {
    const mine = cooked[id];
    cooked[id] = mine
      ? {
          dates: union(mine.dates, entry.dates).sort(),
          score: mine.score ?? entry.score,
          note: mine.note !== "" ? mine.note : entry.note,
        }
      : entry;
  }
  return {
    saved: union(current.saved, incoming.saved),
    shopping: {
      entries: [
        ...current.shopping.entries,
        ...incoming.shopping.entries.filter((e) => !listed.has(e.recipeId ?? `zelf:${e.lines.join("\n")}`)),
      ],
      ticks: union(current.shopping.ticks, incoming.shopping.ticks),
    },
    week: current.week ?? incoming.week,
    staples: union(current.staples, incoming.staples),
    atHome: union(current.atHome, incoming.atHome),
    myList: {
      notOnList: union(current.myList.notOnList, incoming.myList.notOnList),
      phase: current.myList.phase === 1 ? incoming.myList.phase : current.myList.phase,
    },
    cooked,
  };
}

import type { MaxActive, Meal, Week } from "@repo/domain/weekmenu";
import { DEFAULT_MAX_ACTIVE, DEFAULT_MEAL_TIMES, EXCLUSION_KEYS, isWeek, MEALS } from "@repo/domain/weekmenu";

import { storedList } from "~/lib/stored-list";

/** The visitor's week and how it was planned, kept on this device only. */
export interface StoredWeek {
  week: Week;
  exclusions: string[];
  maxActive: MaxActive;
  /** The calendar file's meal times, 'HH:MM'. */
  times: Record<Meal, string>;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isStoredWeek(value: unknown): value is StoredWeek {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<StoredWeek>;
  return (
    isWeek(v.week) &&
    Array.isArray(v.exclusions) &&
    v.exclusions.every((key) => (EXCLUSION_KEYS as string[]).includes(key)) &&
    typeof v.maxActive?.weekday === "number" &&
    typeof v.maxActive.weekend === "number" &&
    MEALS.every((meal) => typeof v.times?.[meal] === "string" && TIME.test(v.times[meal]))
  );
}

// The version is in the key: a later shape starts afresh instead of misreading this one.
const store = storedList("receptenboek:weekmenu:v1", isStoredWeek, { inMemory: true });

export const useStoredWeek = (): StoredWeek | null => store.useList()[0] ?? null;

export const storedWeek = (): StoredWeek | null => store.snapshot()[0] ?? null;

export function saveWeek(next: StoredWeek): void {
  store.write([next]);
}

export function defaults(week: Week): StoredWeek {
  return { week, exclusions: [], maxActive: DEFAULT_MAX_ACTIVE, times: { ...DEFAULT_MEAL_TIMES } };
}

/** Forgets the planned week on this device ('remove all' on the Mijn keuken page). */
export function forgetWeek(): void {
  store.write([]);
}

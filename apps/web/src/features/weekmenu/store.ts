import type { MaxActive, Meal, Week } from "@repo/domain/weekmenu";
import {
  DEFAULT_MAX_ACTIVE,
  DEFAULT_MEAL_TIMES,
  EXCLUSION_KEYS,
  isWeek,
  MEALS,
  PEOPLE_DEFAULT,
  PEOPLE_MAX,
  PEOPLE_MIN,
} from "@repo/domain/weekmenu";

import type { SharedDataset } from "~/features/samen/registry";
import type { StoredList } from "~/lib/stored-list";
import { WEEK_KEY } from "~/features/keuken/keys";
import { registerShared } from "~/features/samen/registry";
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
const store = storedList(WEEK_KEY, isStoredWeek, { inMemory: true });

/**
 * Shared with the household ('Samen') field by field: each slot (its recipe and lock) on its own,
 * so two devices changing different slots both keep their change.
 */
export const weekDataset = (list: StoredList<StoredWeek>): SharedDataset => ({
  fields() {
    const stored = list.snapshot()[0];
    if (!stored) return {};
    const { week, ...settings } = stored;
    const fields: Record<string, unknown> = {
      week: { seed: week.seed, start: week.start, people: week.people, size: week.slots.length },
      ...settings,
    };
    week.slots.forEach((recipe, i) => (fields[`slot.${i}`] = { recipe, locked: week.locked[i] ?? false }));
    return fields;
  },
  apply(fields) {
    const head = fields.week as { seed: number; start: string; people: number; size: number } | undefined;
    if (!head) return list.write([]);
    const slots = Array.from(
      { length: head.size },
      (_, i) => fields[`slot.${i}`] as { recipe: string | null; locked: boolean } | undefined,
    );
    const next = {
      week: {
        seed: head.seed,
        start: head.start,
        people: head.people,
        slots: slots.map((slot) => slot?.recipe ?? null),
        locked: slots.map((slot) => slot?.locked ?? false),
      },
      exclusions: fields.exclusions,
      maxActive: fields.maxActive,
      times: fields.times,
    };
    // A shape this version cannot read (a newer device's) leaves the week as it is.
    if (isStoredWeek(next)) list.write([next]);
  },
  onChange: list.onWrite,
});
registerShared("week", () => weekDataset(store));

export const useStoredWeek = (): StoredWeek | null => store.useList()[0] ?? null;

export const storedWeek = (): StoredWeek | null => store.snapshot()[0] ?? null;

export function saveWeek(next: StoredWeek): void {
  store.write([next]);
}

export function defaults(week: Week): StoredWeek {
  return { week, exclusions: [], maxActive: DEFAULT_MAX_ACTIVE, times: { ...DEFAULT_MEAL_TIMES } };
}

const isPeople = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= PEOPLE_MIN && value <= PEOPLE_MAX;

// The number of people outlives the week: the next week is planned for as many.
const people = storedList("receptenboek:weekmenu:personen", isPeople, { inMemory: true });

/** The number of people the visitor last planned for, or the default. */
export const rememberedPeople = (): number => people.snapshot()[0] ?? PEOPLE_DEFAULT;

export function rememberPeople(n: number): void {
  if (isPeople(n) && n !== people.snapshot()[0]) people.write([n]);
}

/** Forgets the planned week on this device ('remove all' on the Mijn keuken page). */
export function forgetWeek(): void {
  store.write([]);
}

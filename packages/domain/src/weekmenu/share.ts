// The share link's week: exactly the week's shape in one URL-safe string, so a link opens the
// same week on another phone whatever order its collection is in.
import type { Week } from "./week";
import { parsePeople } from "../quantity/portions";
import { isIsoDate } from "./dates";
import { PEOPLE_MAX, PEOPLE_MIN, SLOTS } from "./rules";

const VERSION = "1";
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function encodeWeek(week: Week): string {
  const mask = week.locked.reduce((bits, locked, i) => (locked ? bits | (1 << i) : bits), 0);
  return [
    VERSION,
    week.start.replaceAll("-", ""),
    week.people,
    (week.seed >>> 0).toString(36),
    mask.toString(36),
    week.slots.map((id) => id ?? "").join("~"),
  ].join(".");
}

/** The week a link carries, or null for anything that is not exactly one. */
export function decodeWeek(text: string): Week | null {
  const parts = text.split(".");
  if (parts.length !== 6 || parts[0] !== VERSION) return null;
  const [, date = "", peopleText = "", seedText = "", maskText = "", slotText = ""] = parts;
  const start = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`;
  // The recipe links carry the people as ?porties=: read by the same rule.
  const people = parsePeople(peopleText) ?? NaN;
  const seed = /^[0-9a-z]{1,7}$/.test(seedText) ? parseInt(seedText, 36) : NaN;
  const mask = /^[0-9a-z]{1,5}$/.test(maskText) ? parseInt(maskText, 36) : NaN;
  const slots = slotText.split("~").map((id) => (id === "" ? null : id));
  if (!/^\d{8}$/.test(date) || !isIsoDate(start)) return null;
  if (!(people >= PEOPLE_MIN && people <= PEOPLE_MAX)) return null;
  if (!(seed >= 0 && seed < 2 ** 32) || !(mask >= 0 && mask < 2 ** SLOTS)) return null;
  if (slots.length !== SLOTS || slots.some((id) => id !== null && !ID.test(id))) return null;
  const locked = slots.map((id, i) => id !== null && (mask & (1 << i)) !== 0);
  return { seed, start, people, slots, locked };
}

/** Whether a value read back from storage is a week (older or damaged copies are not). */
export function isWeek(value: unknown): value is Week {
  if (typeof value !== "object" || value === null) return false;
  const w = value as Partial<Week>;
  return (
    typeof w.seed === "number" &&
    typeof w.start === "string" &&
    typeof w.people === "number" &&
    Array.isArray(w.slots) &&
    Array.isArray(w.locked) &&
    decodeWeek(encodeWeek(w as Week)) !== null
  );
}

import { deviceValue } from "./device-value";
import { COOK_LOG_KEY } from "./keys";

/** What the reader noted of one recipe they made. */
export interface Cooked {
  /** The days it was made, 'YYYY-MM-DD', oldest first. */
  dates: string[];
  /** Their own score, 1 to 5, or null. */
  score: number | null;
  /** A private note ('minder gember, 25 min was genoeg'). */
  note: string;
}

export type CookLog = Record<string, Cooked>;

export const NOTE_MAX = 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCooked(value: unknown): value is Cooked {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Cooked;
  return (
    Array.isArray(v.dates) &&
    v.dates.length <= 1000 &&
    v.dates.every((d) => typeof d === "string" && DATE.test(d)) &&
    (v.score === null || (Number.isInteger(v.score) && v.score >= 1 && v.score <= 5)) &&
    typeof v.note === "string" &&
    v.note.length <= NOTE_MAX
  );
}

const isCookLog = (value: unknown): value is CookLog =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).length <= 2000 &&
  Object.entries(value).every(([id, entry]) => id.length <= 64 && isCooked(entry));

/** 'Gekookt': per recipe id, when it was made, its score and note. Never sent anywhere. */
export const cookLog = deviceValue<CookLog>(COOK_LOG_KEY, isCookLog, {});

const EMPTY: Cooked = { dates: [], score: null, note: "" };

/** Today on this device's calendar. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function update(id: string, change: (entry: Cooked) => Cooked) {
  const log = cookLog.get();
  cookLog.set({ ...log, [id]: change(log[id] ?? EMPTY) });
}

export const markMade = (id: string) => update(id, (e) => ({ ...e, dates: [...e.dates, today()] }));
export const setScore = (id: string, score: number) => update(id, (e) => ({ ...e, score }));
export const setNote = (id: string, note: string) =>
  update(id, (e) => ({ ...e, note: note.slice(0, NOTE_MAX) }));

export function removeDate(id: string, index: number) {
  update(id, (e) => ({ ...e, dates: e.dates.filter((_, i) => i !== index) }));
}

/** The day it was last made, or '' for never. */
export const lastMade = (entry: Cooked | undefined) =>
  entry?.dates.reduce((a, b) => (b > a ? b : a), "") ?? "";

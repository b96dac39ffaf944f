// Week dates as plain 'YYYY-MM-DD' strings, reckoned in UTC so a date never shifts with the
// device's time zone.
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function addDays(start: string, days: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 for Monday to 6 for Sunday. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function isWeekend(date: string): boolean {
  return weekdayOf(date) >= 5;
}

/** The Monday after today (a week planned on Monday starts the next Monday). */
export function comingMonday(today: string): string {
  return addDays(today, 7 - weekdayOf(today));
}

/** Today's date where the visitor is, as 'YYYY-MM-DD'. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// The week as a calendar file (RFC 5545): each planned meal an event at the visitor's time,
// with its recipe's link. Times are floating: 13:00 is 13:00 wherever the phone is.
import type { PlanRecipe, Week } from "@repo/domain/weekmenu";
import { addDays, aheadReminders, dayOfSlot, leftoverOf, mealOfSlot } from "@repo/domain/weekmenu";
import { nlWeek, nlWeekStyle } from "@repo/strings";

import type { StoredWeek } from "./store";
import { weekRecipeHref } from "./week-view";

const MEAL_MINUTES = 30;
/** When the evening's reminder to start a meal ahead is in the calendar. */
const EVENING = "20:00";

function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");
}

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    if (new TextEncoder().encode(current + char).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const stamp = (date: string, time: string) => `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;

export function weekCalendar(
  week: Week,
  byId: ReadonlyMap<string, PlanRecipe>,
  times: StoredWeek["times"],
  origin: string,
  now = new Date(),
): string {
  const dtstamp = `${now.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  const events = week.slots.flatMap((id, slot) => {
    const recipe = id ? byId.get(id) : undefined;
    if (!recipe) return [];
    const meal = mealOfSlot(slot);
    const date = addDays(week.start, dayOfSlot(slot));
    const [h = "0", m = "0"] = times[meal].split(":");
    const endMinutes = Number(h) * 60 + Number(m) + MEAL_MINUTES;
    const end = `${String(Math.floor(endMinutes / 60) % 24).padStart(2, "0")}:${String(endMinutes % 60).padStart(2, "0")}`;
    const url = `${origin}${weekRecipeHref(recipe.id, week.people)}`;
    const from = leftoverOf(week, slot, byId);
    const name =
      from === null ? recipe.name : `${recipe.name} (${nlWeek.leftover(nlWeek.days[dayOfSlot(from)] ?? "")})`;
    return [
      "BEGIN:VEVENT",
      `UID:${week.start}-${slot}-${recipe.id}@receptenboek`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART:${stamp(date, times[meal])}`,
      `DTEND:${stamp(date, end)}`,
      `SUMMARY:${escapeText(`${nlWeek.meals[meal]}: ${name}`)}`,
      `DESCRIPTION:${escapeText(url)}`,
      `URL:${url}`,
      "END:VEVENT",
    ];
  });
  // 'Vanavond: Birchermuesli klaarzetten voor morgen' on the evening before such a meal.
  const reminders = aheadReminders(week, { byId }, times).flatMap((reminder) => {
    const recipe = byId.get(week.slots[reminder.slot] ?? "");
    if (!recipe) return [];
    const mealDay = addDays(week.start, dayOfSlot(reminder.slot));
    const date = addDays(mealDay, -1);
    return [
      "BEGIN:VEVENT",
      `UID:${week.start}-${reminder.slot}-${recipe.id}-vooraf@receptenboek`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART:${stamp(date, EVENING)}`,
      `DTEND:${stamp(date, "20:15")}`,
      `SUMMARY:${escapeText(nlWeekStyle.tonight(recipe.name))}`,
      `URL:${origin}${weekRecipeHref(recipe.id, week.people)}`,
      "END:VEVENT",
    ];
  });
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Receptenboek//Weekmenu//NL",
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(nlWeek.calendarName)}`,
    ...events,
    ...reminders,
    "END:VCALENDAR",
  ]
    .map(fold)
    .join("\r\n")
    .concat("\r\n");
}

export function downloadCalendar(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = nlWeek.calendarFile;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

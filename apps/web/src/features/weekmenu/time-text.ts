import { nlWeekStyle } from "@repo/strings";

/** A wait this long runs through a night: the dish stands in the fridge (soaked oats, a marinade). */
const OVERNIGHT_MINUTES = 240;

export function durationText(minutes: number): string {
  return nlWeekStyle.hours(Math.floor(minutes / 60), minutes % 60);
}

/** 'Birchermuesli: 10 min + 8 uur in de koelkast'; a goulash '25 min + 1 uur 15 min wachten'. */
export function mealTimeText(recipe: { prepTime: number; waitTime?: number | null }): string {
  const active = nlWeekStyle.active(recipe.prepTime);
  const wait = recipe.waitTime ?? 0;
  if (wait <= 0) return active;
  const text = durationText(wait);
  return `${active} ${wait >= OVERNIGHT_MINUTES ? nlWeekStyle.waitFridge(text) : nlWeekStyle.wait(text)}`;
}

import type { WeekRecipe } from "@repo/domain";
import type { WeekSample } from "@repo/domain/weekmenu";
import { INITIAL_DATA_ID } from "@repo/domain";
import { SLOTS } from "@repo/domain/weekmenu";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

function isSlot(value: unknown): boolean {
  if (value === null) return true;
  if (!isObject(value) || !isObject(value.recipe)) return false;
  const r = value.recipe;
  return (
    typeof r.id === "string" &&
    typeof r.name === "string" &&
    typeof r.prepTime === "number" &&
    isObject(r.art) &&
    (value.leftoverOf === null || typeof value.leftoverOf === "number")
  );
}

let fromPage: WeekSample<WeekRecipe> | null | undefined;

/** The sample week the server painted, read once from the page; null when there is none. */
export function serverSample(): WeekSample<WeekRecipe> | null {
  if (fromPage !== undefined) return fromPage;
  fromPage = null;
  try {
    const data: unknown = JSON.parse(document.getElementById(INITIAL_DATA_ID)?.textContent ?? "null");
    const sample = isObject(data) ? data.weekSample : null;
    if (
      isObject(sample) &&
      typeof sample.people === "number" &&
      Array.isArray(sample.slots) &&
      sample.slots.length === SLOTS &&
      sample.slots.every(isSlot)
    ) {
      fromPage = sample as unknown as WeekSample<WeekRecipe>;
    }
  } catch {
    // A damaged page: the sample comes from the list instead.
  }
  return fromPage;
}

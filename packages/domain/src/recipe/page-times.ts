// Another site's times as ours. schema.org splits a recipe into prepTime (getting things ready),
// cookTime (the cooking) and totalTime (all of it, marinating, chilling and rising included). We
// keep the minutes of work (prepTime) and the minutes the dish needs no one (waitTime), because
// the time filter and the week menu ask how long someone stands in the kitchen.
import type { PreparationMethod } from "./options";
import { normalize } from "../text/normalize";
import { LIMITS } from "./recipe";

/** A page's times in minutes; null where the page gives none (or nothing readable). */
export interface PageTimes {
  prep: number | null;
  cook: number | null;
  total: number | null;
}

export interface SplitTimes {
  /** Minutes of work; null when the page does not tell (the form then starts from its default). */
  prepTime: number | null;
  /** Minutes without work; null when there are none. */
  waitTime: number | null;
  /** A time was longer than the form takes and was cut to its maximum. */
  clamped: boolean;
}

/** Methods where cooking means standing at it: stirring, turning, blending. */
const HANDS_ON: readonly PreparationMethod[] = ["Pan", "Blender"];
/**
 * Words of cooking that goes on by itself, even in a pan: stewing, and simmering or boiling for a
 * while ('laat de soep 25 minuten koken', 'kook alles 20 minuten'), which the collection's own pan
 * soups and sauces count as waiting. Frying ('bak', 'roerbak', 'fruit') stays work.
 */
const UNATTENDED =
  /stoof|stoven|sudder|smoor|smoren|pruttel|trekken|simmer|stew|braise|zachtjes (?:koken|garen|meekoken)|\blaat\b[^.;]{0,80}\b(?:koken|garen|meegaren|nagaren|inkoken)\b|\bkook\b[^.;]{0,80}\b(?:minuten|minuut|uur)\b/;

/**
 * Whether a page's cookTime is waiting rather than work: in the oven, the airfryer, the steamer
 * or the fridge it is; in a pan or a blender it is work, unless the text says the dish stews.
 */
export function cookingWaits(method: PreparationMethod, instructions: string): boolean {
  return !HANDS_ON.includes(method) || UNATTENDED.test(normalize(instructions));
}

/**
 * The one rule from a page's times to ours:
 * - preparation is work; cooking is work or waiting as `cookWaits` says;
 * - without a prepTime, what the total holds beyond the cooking is the preparation;
 * - what the total holds beyond work and cooking (marinating, rising, chilling) is waiting;
 * - a total smaller than its parts is a slip on the page: the parts win;
 * - a total alone is all work, as far as anyone can tell;
 * - each is cut to the form's range; a waiting time of zero is none.
 */
export function splitPageTimes({ prep, cook, total }: PageTimes, cookWaits: boolean): SplitTimes {
  const knownPrep = prep ?? (total !== null && cook !== null ? Math.max(0, total - cook) : null);
  let active: number | null = total;
  let wait = 0;
  if (knownPrep !== null || cook !== null) {
    active = (knownPrep ?? 0) + (cookWaits ? 0 : (cook ?? 0));
    wait = cookWaits ? (cook ?? 0) : 0;
    if (total !== null && total > active + wait) wait = total - active;
  }
  const clamped = (active ?? 0) > LIMITS.prepTimeMax || wait > LIMITS.waitTimeMax;
  return {
    prepTime: active === null || active < LIMITS.prepTimeMin ? null : Math.min(active, LIMITS.prepTimeMax),
    waitTime: wait < LIMITS.waitTimeMin ? null : Math.min(wait, LIMITS.waitTimeMax),
    clamped,
  };
}

// planWeek: a greedy pass fills the slots day by day by the rules, letting a rule give way only
// when nothing keeps them all; a repair pass then swaps meals between days to mend what it can.
import type { PlanRecipe } from "./rules";
import type { PlanContext, PlanOptions, Rule, Week } from "./week";
import { dayOfSlot, DAYS, makesLeftover, mealOfSlot, slotOf, SLOTS } from "./rules";
import { breakWeight, emptyWeek, leftoverOf, planContext, slotBreaks } from "./week";

export interface GaveWay {
  slot: number;
  rule: Rule;
}

export interface Plan {
  week: Week;
  /** Per slot, the rules the plan could not keep there ('meal' for a slot nothing could fill). */
  gaveWay: GaveWay[];
}

/**
 * The best recipe for a slot: the first in the seed's order (from `from` on, round the end) that
 * breaks nothing, or else the one whose broken rules weigh least. Null when the meal has none.
 */
export function pickFor(
  week: Week,
  slot: number,
  ctx: PlanContext,
  from = 0,
  skip: ReadonlySet<string> = new Set(),
): { id: string; breaks: Rule[] } | null {
  const list = ctx.candidates[mealOfSlot(slot)];
  const before = week.slots[slot] ?? null;
  let best: { id: string; breaks: Rule[]; weight: number } | null = null;
  for (let n = 0; n < list.length; n++) {
    const recipe = list[(from + n) % list.length];
    if (!recipe || skip.has(recipe.id)) continue;
    week.slots[slot] = recipe.id;
    const breaks = slotBreaks(week, slot, ctx);
    // Only planLeftover makes a leftover (the next day's lunch); a pick of a dish the week
    // already has is a repeat, even where it would pass as 'the rest of' that dish.
    if (!breaks.includes("repeat") && week.slots.some((id, i) => i !== slot && id === recipe.id))
      breaks.push("repeat");
    const weight = breakWeight(breaks);
    if (!best || weight < best.weight) best = { id: recipe.id, breaks, weight };
    if (weight === 0) break;
  }
  week.slots[slot] = before;
  return best && { id: best.id, breaks: best.breaks };
}

export function planWeek(recipes: readonly PlanRecipe[], options: PlanOptions, keep?: Week): Plan {
  const ctx = planContext(recipes, options);
  const week = emptyWeek(options.seed >>> 0, options.start, options.people);
  if (keep) {
    for (let slot = 0; slot < SLOTS; slot++) {
      const id = keep.slots[slot];
      if (keep.locked[slot] && id && ctx.byId.has(id)) {
        week.slots[slot] = id;
        week.locked[slot] = true;
      }
    }
  }
  for (let slot = 0; slot < SLOTS; slot++) {
    if (week.slots[slot]) continue;
    const pick = pickFor(week, slot, ctx);
    if (!pick) continue;
    week.slots[slot] = pick.id;
    planLeftover(week, slot, ctx);
  }
  repair(week, ctx);
  return { week, gaveWay: gaveWay(week, ctx) };
}

/** A soup or a dish for four at lunch or dinner also fills the next day's lunch, when that is free. */
function planLeftover(week: Week, slot: number, ctx: PlanContext): void {
  const id = week.slots[slot];
  const recipe = id ? ctx.byId.get(id) : undefined;
  const day = dayOfSlot(slot);
  if (!recipe || mealOfSlot(slot) === "breakfast" || day + 1 >= DAYS) return;
  if (!makesLeftover(recipe, week.people)) return;
  const target = slotOf(day + 1, "lunch");
  if (week.slots[target] || week.locked[target]) return;
  week.slots[target] = recipe.id;
  if (slotBreaks(week, target, ctx).length > 0 || leftoverOf(week, target, ctx.byId) !== slot) {
    week.slots[target] = null;
  }
}

/** Whether a slot takes part in swaps: free, filled, and neither a leftover nor the dish of one. */
function movable(week: Week, slot: number, ctx: PlanContext): boolean {
  if (week.locked[slot] || !week.slots[slot]) return false;
  if (leftoverOf(week, slot, ctx.byId) !== null) return false;
  return !week.slots.some(
    (id, i) => i !== slot && id === week.slots[slot] && leftoverOf(week, i, ctx.byId) === slot,
  );
}

function dayWeight(week: Week, day: number, ctx: PlanContext): number {
  let sum = 0;
  for (let slot = day * 3; slot < day * 3 + 3; slot++) sum += breakWeight(slotBreaks(week, slot, ctx));
  return sum;
}

/** Swaps one meal between two days whenever that lowers what the two days break together. */
function repair(week: Week, ctx: PlanContext): void {
  for (let pass = 0; pass < 3; pass++) {
    let improved = false;
    for (let a = 0; a < SLOTS; a++) {
      if (dayWeight(week, dayOfSlot(a), ctx) === 0 || !movable(week, a, ctx)) continue;
      for (let b = a % 3; b < SLOTS; b += 3) {
        if (dayOfSlot(b) === dayOfSlot(a) || !movable(week, b, ctx)) continue;
        const before = dayWeight(week, dayOfSlot(a), ctx) + dayWeight(week, dayOfSlot(b), ctx);
        swapSlots(week, a, b);
        const after = dayWeight(week, dayOfSlot(a), ctx) + dayWeight(week, dayOfSlot(b), ctx);
        if (after < before) {
          improved = true;
          break;
        }
        swapSlots(week, a, b);
      }
    }
    if (!improved) return;
  }
}

function swapSlots(week: Week, a: number, b: number): void {
  [week.slots[a], week.slots[b]] = [week.slots[b] ?? null, week.slots[a] ?? null];
}

export function gaveWay(week: Week, ctx: PlanContext): GaveWay[] {
  return week.slots.flatMap((_, slot) => slotBreaks(week, slot, ctx).map((rule) => ({ slot, rule })));
}

export { planContext };

// planWeek: a greedy pass fills the slots day by day by the rules, letting a rule give way only
// when nothing keeps them all; a repair pass then swaps meals between days to mend what it can.
import type { StyleGroup } from "../food/protein-groups";
import type { PlanRecipe } from "./rules";
import type { PlanContext, PlanOptions, Rule, Week } from "./week";
import { styleGroup } from "../food/protein-groups";
import { dayOfSlot, DAYS, makesLeftover, mealOfSlot, slotOf, SLOTS } from "./rules";
import {
  breakWeight,
  emptyWeek,
  groupBreaks,
  heavierLunch,
  leftoverOf,
  planContext,
  slotBreaks,
} from "./week";

/** Other orders of the same seed tried when a week cannot keep every rule; the best one wins. */
const ATTEMPTS = 3;
/** Dinners that keep every rule looked at for one that also leaves lunch the lighter meal. */
const LIGHTER_LUNCH_TRIES = 8;

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
  const dinner = mealOfSlot(slot) === "dinner";
  let best: { id: string; breaks: Rule[]; weight: number } | null = null;
  let heavier: { id: string; breaks: Rule[] } | null = null;
  let looked = 0;
  // What a recipe's group alone breaks here, per group: a recipe that weighs at least the best
  // so far by that alone cannot be better, so it is passed over unweighed (a vegetarian week at
  // 10,000 recipes breaks the spread in most slots, and was otherwise weighed recipe by recipe).
  const floor = new Map<StyleGroup | null, number>();
  const floorOf = (group: StyleGroup | null) => {
    let weight = floor.get(group);
    if (weight === undefined) floor.set(group, (weight = breakWeight(groupBreaks(week, slot, group, ctx))));
    return weight;
  };
  for (let n = 0; n < list.length; n++) {
    const recipe = list[(from + n) % list.length];
    if (!recipe || skip.has(recipe.id)) continue;
    if (best && floorOf(styleGroup(recipe.proteinType)) >= best.weight) continue;
    week.slots[slot] = recipe.id;
    const breaks = slotBreaks(week, slot, ctx);
    // Only planLeftover makes a leftover (the next day's lunch); a pick of a dish the week
    // already has is a repeat, even where it would pass as 'the rest of' that dish.
    if (!breaks.includes("repeat") && week.slots.some((id, i) => i !== slot && id === recipe.id))
      breaks.push("repeat");
    const weight = breakWeight(breaks);
    // A saved dinner is taken as it is: the visitor's choice weighs more than a lighter lunch.
    const saved = ctx.preferred.has(recipe.id);
    if (weight === 0 && dinner && !saved && heavierLunch(week, dayOfSlot(slot), recipe, ctx)) {
      // A dinner lighter than the day's lunch: kept in reserve while a few more are looked at.
      heavier ??= { id: recipe.id, breaks };
      if (++looked < LIGHTER_LUNCH_TRIES) continue;
      break;
    }
    if (!best || weight < best.weight) best = { id: recipe.id, breaks, weight };
    if (weight === 0) break;
  }
  week.slots[slot] = before;
  if (heavier && (!best || best.weight > 0)) return heavier;
  return best && { id: best.id, breaks: best.breaks };
}

export function planWeek(recipes: readonly PlanRecipe[], options: PlanOptions, keep?: Week): Plan {
  let best: { plan: Plan; weight: number } | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const seed = (options.seed + attempt * 0x632be5ab) >>> 0;
    const ctx = planContext(recipes, { ...options, seed });
    const week = planOnce(ctx, options, keep);
    const broken = gaveWay(week, ctx);
    const weight = broken.reduce((sum, g) => sum + breakWeight([g.rule]), 0);
    if (!best || weight < best.weight) best = { plan: { week, gaveWay: broken }, weight };
    if (weight === 0) break;
  }
  // ATTEMPTS is at least 1, so there is always a plan.
  return (best as { plan: Plan }).plan;
}

function planOnce(ctx: PlanContext, options: PlanOptions, keep?: Week): Week {
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
  replace(week, ctx);
  return week;
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
  const weights = Array.from({ length: DAYS }, (_, day) => dayWeight(week, day, ctx));
  for (let pass = 0; pass < 3; pass++) {
    let improved = false;
    for (let a = 0; a < SLOTS; a++) {
      const da = dayOfSlot(a);
      if (!weights[da] || !movable(week, a, ctx) || breakWeight(slotBreaks(week, a, ctx)) === 0) continue;
      for (let b = a % 3; b < SLOTS; b += 3) {
        const db = dayOfSlot(b);
        if (db === da || !movable(week, b, ctx)) continue;
        const before = (weights[da] ?? 0) + (weights[db] ?? 0);
        swapSlots(week, a, b);
        const [wa, wb] = [dayWeight(week, da, ctx), dayWeight(week, db, ctx)];
        if (wa + wb < before) {
          [weights[da], weights[db]] = [wa, wb];
          improved = true;
          break;
        }
        swapSlots(week, a, b);
      }
    }
    if (!improved) return;
  }
}

const weekWeight = (week: Week, ctx: PlanContext) =>
  week.slots.reduce((sum, _, slot) => sum + breakWeight(slotBreaks(week, slot, ctx)), 0);

/**
 * Gives a meal that still breaks a rule the best other recipe, when that lowers what the whole
 * week breaks: a swap keeps the week's groups, so a group on a fourth day needs a new dish.
 */
function replace(week: Week, ctx: PlanContext): void {
  let total = weekWeight(week, ctx);
  for (let slot = 0; slot < SLOTS && total > 0; slot++) {
    const current = week.slots[slot];
    if (!current || !movable(week, slot, ctx) || breakWeight(slotBreaks(week, slot, ctx)) === 0) continue;
    const pick = pickFor(week, slot, ctx, 0, new Set([current]));
    // A dish the week has already would read as its leftover: only planLeftover plans those.
    if (!pick || pick.breaks.includes("repeat")) continue;
    week.slots[slot] = pick.id;
    const after = weekWeight(week, ctx);
    if (after < total) total = after;
    else week.slots[slot] = current;
  }
}

function swapSlots(week: Week, a: number, b: number): void {
  [week.slots[a], week.slots[b]] = [week.slots[b] ?? null, week.slots[a] ?? null];
}

export function gaveWay(week: Week, ctx: PlanContext): GaveWay[] {
  return week.slots.flatMap((_, slot) => slotBreaks(week, slot, ctx).map((rule) => ({ slot, rule })));
}

export { planContext };

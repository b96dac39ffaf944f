// Hand-made changes to a week. Each returns a new week and blocks nothing: the day's check says
// which rule a change breaks.
import type { PlanContext, Week } from "./week";
import { pickFor } from "./plan";
import { mealOfSlot } from "./rules";

function withSlots(week: Week, change: (slots: (string | null)[], locked: boolean[]) => void): Week {
  const slots = [...week.slots];
  const locked = [...week.locked];
  change(slots, locked);
  return { ...week, slots, locked };
}

/** The next candidate in the seed's order after the slot's recipe, keeping the rules if any can. */
export function swapSlot(week: Week, slot: number, ctx: PlanContext): Week {
  const current = week.slots[slot] ?? null;
  const list = ctx.candidates[mealOfSlot(slot)];
  const from = current ? list.findIndex((r) => r.id === current) + 1 : 0;
  const draft = withSlots(week, () => undefined);
  const pick = pickFor(draft, slot, ctx, from, new Set(current ? [current] : []));
  return pick ? withSlots(week, (slots) => (slots[slot] = pick.id)) : week;
}

export function setSlot(week: Week, slot: number, id: string | null): Week {
  return withSlots(week, (slots, locked) => {
    slots[slot] = id;
    if (!id) locked[slot] = false;
  });
}

export function clearSlot(week: Week, slot: number): Week {
  return setSlot(week, slot, null);
}

export function toggleLock(week: Week, slot: number): Week {
  return withSlots(week, (_, locked) => (locked[slot] = !locked[slot] && week.slots[slot] != null));
}

/** Moves a meal to another slot; what was there takes its place, each with its lock. */
export function moveSlot(week: Week, from: number, to: number): Week {
  return withSlots(week, (slots, locked) => {
    [slots[from], slots[to]] = [slots[to] ?? null, slots[from] ?? null];
    [locked[from], locked[to]] = [locked[to] ?? false, locked[from] ?? false];
  });
}

export function setPeople(week: Week, people: number): Week {
  return { ...week, people };
}

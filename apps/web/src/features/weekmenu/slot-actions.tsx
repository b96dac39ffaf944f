import type { PlanContext, Week } from "@repo/domain/weekmenu";
import {
  clearSlot,
  dayOfSlot,
  DAYS,
  mealOfSlot,
  moveSlot,
  setSlot,
  slotOf,
  swapSlot,
  toggleLock,
} from "@repo/domain/weekmenu";
import { nlWeek } from "@repo/strings";

const SMALL =
  "inline-flex h-11 items-center rounded-lg border border-border bg-surface px-3 text-sm font-medium hover:bg-surface-2 aria-pressed:bg-primary aria-pressed:text-primary-fg";

/** Swap, lock, move and clear one slot; an empty slot offers the meal's recipes to choose from. */
export function SlotActions(props: {
  week: Week;
  slot: number;
  ctx: PlanContext;
  /** The week's day titles, first day first. */
  dayNames: readonly string[];
  onChange: (week: Week) => void;
}) {
  const { week, slot, ctx, dayNames, onChange } = props;
  const meal = mealOfSlot(slot);
  const mealName = nlWeek.meals[meal];
  const day = dayOfSlot(slot);
  const dayName = dayNames[day] ?? "";
  const id = week.slots[slot];
  if (!id) {
    const options = [...ctx.candidates[meal]].sort((a, b) => a.name.localeCompare(b.name, "nl"));
    return (
      <div data-print="hide" className="mt-2">
        <select
          aria-label={nlWeek.pickLabel(mealName, dayName)}
          value=""
          onChange={(e) => onChange(setSlot(week, slot, e.target.value))}
          className="h-11 w-full rounded-lg border border-border bg-surface px-2 text-sm"
        >
          <option value="">{nlWeek.pick}</option>
          {options.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
    );
  }
  const locked = week.locked[slot] === true;
  return (
    <div data-print="hide" className="mt-2 flex flex-wrap gap-1">
      <button
        type="button"
        className={SMALL}
        aria-label={nlWeek.swapLabel(mealName, dayName)}
        onClick={() => onChange(swapSlot(week, slot, ctx))}
      >
        {nlWeek.swap}
      </button>
      <button
        type="button"
        className={SMALL}
        aria-pressed={locked}
        aria-label={nlWeek.lockLabel(mealName, dayName)}
        onClick={() => onChange(toggleLock(week, slot))}
      >
        {nlWeek.lock}
      </button>
      <button
        type="button"
        className={SMALL}
        aria-label={nlWeek.clearLabel(mealName, dayName)}
        onClick={() => onChange(clearSlot(week, slot))}
      >
        {nlWeek.clear}
      </button>
      <select
        aria-label={nlWeek.moveLabel(mealName, dayName)}
        value=""
        onChange={(e) => onChange(moveSlot(week, slot, slotOf(Number(e.target.value), meal)))}
        className="h-11 max-w-full rounded-lg border border-border bg-surface px-2 text-sm"
      >
        <option value="">{nlWeek.moveNone}</option>
        {Array.from({ length: DAYS }, (_, d) => d)
          .filter((d) => d !== day)
          .map((d) => (
            <option key={d} value={d}>
              {dayNames[d]}
            </option>
          ))}
      </select>
    </div>
  );
}

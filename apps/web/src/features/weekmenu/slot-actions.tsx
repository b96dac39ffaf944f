import { useState } from "react";

import type { RecipeSummary } from "@repo/domain";
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
import { buttonClass } from "@repo/ui";

import { lazyModule } from "~/components/lazy-module";

const picker = lazyModule(() => import("./recipe-picker"));

const SMALL =
  "inline-flex h-11 items-center rounded-lg border border-border bg-surface px-3 text-sm font-medium hover:bg-surface-2 aria-pressed:bg-primary aria-pressed:text-primary-fg";

/** Swap, choose, lock, move and clear one slot; an empty slot offers the meal's recipes to choose from. */
export function SlotActions(props: {
  week: Week;
  slot: number;
  ctx: PlanContext<RecipeSummary>;
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
  const [picking, setPicking] = useState(false);
  const module = picker.useModule();
  const pickLabel = nlWeek.pickLabel(mealName, dayName);
  const choose = (
    <>
      <button
        type="button"
        className={id ? SMALL : buttonClass({ variant: "secondary", width: "full" })}
        aria-label={pickLabel}
        aria-haspopup="dialog"
        onClick={() => {
          void picker.start();
          setPicking(true);
        }}
      >
        {id ? nlWeek.pickOwn : nlWeek.pick}
      </button>
      {picking && module && (
        <module.RecipePicker
          title={nlWeek.pickTitle(mealName, dayName)}
          recipes={ctx.candidates[meal]}
          onPick={(picked) => {
            setPicking(false);
            onChange(setSlot(week, slot, picked));
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </>
  );
  if (!id) {
    return (
      <div data-print="hide" className="mt-2">
        {choose}
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
      {choose}
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

import { useState } from "react";

import type { RecipeSummary } from "@repo/domain";
import type { PlanContext, Week } from "@repo/domain/weekmenu";
import { dayOfSlot, mealOfSlot, setSlot } from "@repo/domain/weekmenu";
import { nlWeek, nlWeekStyle } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import { lazyModule } from "~/components/lazy-module";

const picker = lazyModule(() => import("./recipe-picker"));
const menu = lazyModule(() => import("./meal-menu"));

const MENU_BUTTON =
  "inline-flex h-11 items-center gap-1 rounded-lg border border-border bg-surface px-3 text-sm font-medium hover:bg-surface-2";

/**
 * One button per meal ('Aanpassen') that opens its actions: swap, choose another, lock, clear,
 * move. An empty slot offers the meal's recipes to choose from.
 */
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
  const dayName = dayNames[dayOfSlot(slot)] ?? "";
  const id = week.slots[slot];
  const [picking, setPicking] = useState(false);
  const [open, setOpen] = useState(false);
  const pickerModule = picker.useModule();
  const menuModule = menu.useModule();
  const startPicking = () => {
    void picker.start();
    setPicking(true);
  };
  const dialog = picking && pickerModule && (
    <pickerModule.RecipePicker
      title={nlWeek.pickTitle(mealName, dayName)}
      recipes={ctx.candidates[meal]}
      onPick={(picked) => {
        setPicking(false);
        onChange(setSlot(week, slot, picked));
      }}
      onClose={() => setPicking(false)}
    />
  );
  if (!id) {
    return (
      <div data-print="hide" className="mt-2">
        <button
          type="button"
          className={buttonClass({ variant: "secondary", width: "full" })}
          aria-label={nlWeek.pickLabel(mealName, dayName)}
          aria-haspopup="dialog"
          onClick={startPicking}
        >
          {nlWeek.pick}
        </button>
        {dialog}
      </div>
    );
  }
  const trigger = (
    <button
      type="button"
      className={MENU_BUTTON}
      aria-label={nlWeekStyle.mealMenu(mealName, dayName)}
      aria-haspopup="menu"
      onClick={menuModule ? undefined : () => void menu.start().then(() => setOpen(true))}
      onPointerEnter={() => void menu.start()}
    >
      <span aria-hidden="true">⋯</span>
      {/* The word where a day has the width for it (one or two days a row): beside three or four,
          it would leave the meal's name a few letters. */}
      <span className="sr-only sm:not-sr-only lg:sr-only">{nlWeekStyle.menuButton}</span>
    </button>
  );
  return (
    <div data-print="hide" className="shrink-0">
      {menuModule ? (
        <menuModule.MealMenu
          trigger={trigger}
          open={open}
          onOpenChange={setOpen}
          week={week}
          slot={slot}
          ctx={ctx}
          dayNames={dayNames}
          onChange={onChange}
          onPick={startPicking}
        />
      ) : (
        trigger
      )}
      {dialog}
    </div>
  );
}

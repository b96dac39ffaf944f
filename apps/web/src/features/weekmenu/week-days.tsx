// The visitor's week as its days show it: each meal with its time, side and leftover note, each
// day with its reminders, check and fruit.
import type { ReactNode } from "react";

import type { RecipeSummary } from "@repo/domain";
import type { Meal, PlanContext, Rule, Week } from "@repo/domain/weekmenu";
import {
  addDays,
  aheadReminders,
  checkDay,
  dayFruit,
  dayOfSlot,
  leftoverOf,
  MEALS,
  proteinSide,
  slotOf,
  weekdayOf,
} from "@repo/domain/weekmenu";
import { nlWeek, nlWeekStyle } from "@repo/strings";

import type { WeekDayView } from "./week-view";
import { mealTimeText } from "./time-text";
import { weekRecipeHref } from "./week-view";

export const RULE_TEXT = { ...nlWeek.rules, ...nlWeekStyle.rules };

const SOFT: readonly Rule[] = ["spread", "protein"];

export function weekDays(
  week: Week,
  ctx: PlanContext<RecipeSummary>,
  dayNames: readonly string[],
  times: Readonly<Record<Meal, string>>,
  actions: (slot: number) => ReactNode,
): WeekDayView[] {
  const reminders = aheadReminders(week, ctx, times);
  return dayNames.map((title, day) => {
    const date = addDays(week.start, day);
    const check = checkDay(week, day, ctx);
    const fruit = dayFruit(week, day, ctx);
    return {
      key: date,
      title,
      reminders: reminders
        .filter((r) => r.day === day)
        .map((r) => {
          const name = ctx.byId.get(week.slots[r.slot] ?? "")?.name ?? "";
          return r.eveningBefore ? nlWeekStyle.tonight(name) : nlWeekStyle.beforeWeek(name);
        }),
      slots: MEALS.map((meal) => {
        const slot = slotOf(day, meal);
        const id = week.slots[slot];
        const recipe = id ? ctx.byId.get(id) : undefined;
        const from = leftoverOf(week, slot, ctx.byId);
        const side = proteinSide(week, slot, ctx);
        return {
          meal: nlWeek.meals[meal],
          recipe: recipe ?? null,
          href: recipe ? weekRecipeHref(recipe.id, week.people) : null,
          time: recipe ? mealTimeText(recipe) : undefined,
          side: side ? nlWeekStyle.sides[side] : null,
          note:
            from === null
              ? null
              : nlWeek.leftover(nlWeek.days[weekdayOf(addDays(week.start, dayOfSlot(from)))] ?? ""),
          // The soft rules are in the week's note (and a light meal has its side): the outline
          // is for what a hand-made change breaks.
          problems: check.breaks
            .filter((b) => b.slot === slot && !SOFT.includes(b.rule))
            .map((b) => RULE_TEXT[b.rule]),
          locked: week.locked[slot] === true,
          actions: actions(slot),
        };
      }),
      summary: (
        <div className="mt-3 border-t border-border pt-2 text-sm text-muted print:mt-1 print:pt-0 print:text-[9px]">
          <p className="font-medium text-text">
            {[
              nlWeek.meals3(check.meals),
              nlWeek.groups3(check.groups),
              nlWeek.dayKcal(check.kcal),
              ...(check.protein === null ? [] : [nlWeek.dayProtein(check.protein)]),
            ].join(" · ")}
          </p>
          <p data-fruit="">{fruit ? nlWeekStyle.fruitSuggest(fruit) : nlWeekStyle.fruitInMeal}</p>
        </div>
      ),
    };
  });
}

import { useEffect, useMemo, useState } from "react";

import type { RecipeSummary } from "@repo/domain";
import type { Week } from "@repo/domain/weekmenu";
import {
  addDays,
  checkDay,
  dayOfSlot,
  DAYS,
  encodeWeek,
  gaveWay,
  leftoverOf,
  MEALS,
  newSeed,
  planContext,
  RULES,
  slotOf,
  weekdayOf,
} from "@repo/domain/weekmenu";
import { nlWeek } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";
import { Field, Input } from "@repo/ui/field";

import type { StoredWeek } from "./store";
import { keepForOffline } from "~/features/offline/keep";
import { KitchenPlanOptions, useKitchenPlan } from "../keuken/week-kitchen";
import { downloadCalendar, weekCalendar } from "./ics";
import { SlotActions } from "./slot-actions";
import { saveWeek } from "./store";
import { AddWeekToList } from "./to-list";
import { WeekSettings } from "./week-settings";
import { dayTitle, WeekDays, WeekIntro, weekRecipeHref } from "./week-view";

export function WeekPlanner(props: {
  stored: StoredWeek;
  recipes: readonly RecipeSummary[];
  notice: string | null;
}) {
  const { stored, recipes } = props;
  const { week } = stored;
  const ctx = useMemo(
    () =>
      planContext(recipes, {
        seed: week.seed,
        start: week.start,
        people: week.people,
        exclusions: stored.exclusions,
        maxActive: stored.maxActive,
      }),
    [recipes, week.seed, week.start, week.people, stored.exclusions, stored.maxActive],
  );
  const byId = useMemo(() => new Map(recipes.map((r) => [r.id, r])), [recipes]);
  // The reader's own list and what is at home narrow what a new week is planned from.
  const kitchen = useKitchenPlan(recipes);
  const [copied, setCopied] = useState(false);
  const setWeek = (next: Week) => saveWeek({ ...stored, week: next });
  const shareUrl = `${window.location.origin}/weekmenu?week=${encodeURIComponent(encodeWeek(week))}`;

  const ids = week.slots.filter((id): id is string => id !== null);
  const idsKey = ids.join(",");
  useEffect(() => keepForOffline(idsKey.split(",").filter(Boolean)), [idsKey]);

  const newWeek = () => {
    const { week: next } = kitchen.plan(
      {
        seed: newSeed(),
        start: week.start,
        people: week.people,
        exclusions: stored.exclusions,
        maxActive: stored.maxActive,
      },
      week,
    );
    setWeek(next);
  };
  const share = async () => {
    if (navigator.share) {
      await navigator.share({ title: nlWeek.title, url: shareUrl }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(shareUrl).then(
      () => setCopied(true),
      () => undefined,
    );
  };

  const broken = gaveWay(week, ctx).filter((g) => week.slots[g.slot] !== null);
  const counts = RULES.map((rule) => [rule, broken.filter((g) => g.rule === rule).length] as const).filter(
    ([, n]) => n > 0,
  );

  const dayNames = Array.from({ length: DAYS }, (_, day) => {
    const date = addDays(week.start, day);
    return dayTitle(weekdayOf(date), date);
  });
  const days = dayNames.map((title, day) => {
    const date = addDays(week.start, day);
    const check = checkDay(week, day, ctx);
    return {
      key: date,
      title,
      slots: MEALS.map((meal) => {
        const slot = slotOf(day, meal);
        const id = week.slots[slot];
        const recipe = id ? ctx.byId.get(id) : undefined;
        const from = leftoverOf(week, slot, ctx.byId);
        return {
          meal: nlWeek.meals[meal],
          recipe: recipe ?? null,
          href: recipe ? weekRecipeHref(recipe.id, week.people) : null,
          note:
            from === null
              ? null
              : nlWeek.leftover(nlWeek.days[weekdayOf(addDays(week.start, dayOfSlot(from)))] ?? ""),
          problems: check.breaks.filter((b) => b.slot === slot).map((b) => nlWeek.rules[b.rule]),
          locked: week.locked[slot] === true,
          actions: <SlotActions week={week} slot={slot} ctx={ctx} dayNames={dayNames} onChange={setWeek} />,
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
          <p className="print:hidden">{nlWeek.reminders.join(" · ")}</p>
        </div>
      ),
    };
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 print:max-w-none print:p-0" data-weekmenu="">
      <WeekIntro />
      {props.notice && (
        <p role="status" className="mt-4 rounded-lg bg-accent-soft p-3 text-sm">
          {props.notice}
        </p>
      )}
      <Heading level={2} className="mt-6 print:mt-0 print:text-base">
        {nlWeek.yourWeek}: {dayTitle(weekdayOf(week.start), week.start)} –{" "}
        {dayTitle(weekdayOf(addDays(week.start, 6)), addDays(week.start, 6))}
      </Heading>
      <div data-print="hide" className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass()} onClick={newWeek}>
          {nlWeek.newWeek}
        </button>
        <button type="button" className={buttonClass({ variant: "secondary" })} onClick={() => void share()}>
          {copied ? nlWeek.copied : nlWeek.share}
        </button>
        <button
          type="button"
          className={buttonClass({ variant: "secondary" })}
          onClick={() => downloadCalendar(weekCalendar(week, ctx.byId, stored.times, window.location.origin))}
        >
          {nlWeek.calendar}
        </button>
        <button
          type="button"
          className={buttonClass({ variant: "secondary" })}
          onClick={() => window.print()}
        >
          {nlWeek.print}
        </button>
        <AddWeekToList week={week} byId={byId} />
      </div>
      <div data-print="hide" className="mt-3">
        <Field id="week-share" label={nlWeek.share}>
          {(control) => (
            <Input
              {...control}
              readOnly
              value={shareUrl}
              data-share-link=""
              onFocus={(e) => e.currentTarget.select()}
              className="text-sm"
            />
          )}
        </Field>
      </div>
      {counts.length > 0 && (
        <div
          data-print="hide"
          role="note"
          className="mt-4 rounded-lg border border-border bg-surface-2 p-3 text-sm"
        >
          <p>{nlWeek.gaveWay}</p>
          <ul className="mt-1 list-disc pl-5">
            {counts.map(([rule, n]) => (
              <li key={rule}>{nlWeek.gaveWayLine(nlWeek.rules[rule], n)}</li>
            ))}
          </ul>
        </div>
      )}
      <WeekSettings stored={stored} />
      <KitchenPlanOptions week={week} kitchen={kitchen} />
      <div className="mt-4 print:mt-1">
        <WeekDays days={days} />
      </div>
    </div>
  );
}

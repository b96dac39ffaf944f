import { useCallback, useEffect, useMemo, useState } from "react";

import type { LabeledRecipe, RecipeSummary } from "@repo/domain";
import type { PlanOptions, Week } from "@repo/domain/weekmenu";
import {
  addDays,
  DAYS,
  encodeWeek,
  gaveWay,
  newSeed,
  planContext,
  RULES,
  weekdayOf,
} from "@repo/domain/weekmenu";
import { nlWeek, nlWeekStyle } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";

import type { StoredWeek } from "./store";
import { lazyModule } from "~/components/lazy-module";
import { toast } from "~/components/toaster";
import { keepForOffline } from "~/features/offline/keep";
import { SamenMark } from "~/features/samen/mark";
import { savedIds } from "~/features/saved/saved-store";
import { useReads } from "~/lib/reads";
import { KitchenPlanOptions, useKitchenPlan } from "../keuken/week-kitchen";
import { downloadCalendar, weekCalendar } from "./ics";
import { SlotActions } from "./slot-actions";
import { rememberPeople, saveWeek } from "./store";
import { AddWeekToList } from "./to-list";
import { RULE_TEXT, weekDays } from "./week-days";
import { WeekSettings } from "./week-settings";
import { dayTitle, WeekDays } from "./week-view";

const booklet = lazyModule(() => import("./booklet"));

/** As long as the CMS's undo of a delete. */
const UNDO_MS = 10_000;

/** The settings that decide a plan: a change to one re-plans the meals that are not locked. */
export type PlanSettings = Pick<StoredWeek, "exclusions" | "maxActive"> & Pick<Week, "people" | "start">;

export function WeekPlanner(props: {
  stored: StoredWeek;
  recipes: readonly RecipeSummary[];
  notice: string | null;
}) {
  const { stored, recipes } = props;
  const { week } = stored;
  const reads = useReads();
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
  const [pages, setPages] = useState<LabeledRecipe[] | null>(null);
  const bookletModule = booklet.useModule();
  const setWeek = (next: Week) => saveWeek({ ...stored, week: next });

  const ids = week.slots.filter((id): id is string => id !== null);
  const idsKey = ids.join(",");
  useEffect(() => keepForOffline(idsKey.split(",").filter(Boolean)), [idsKey]);

  const options = (settings: PlanSettings, seed: number): PlanOptions => ({
    seed,
    ...settings,
    // The visitor's saved recipes come first wherever they keep the rules.
    prefer: savedIds(),
  });
  const current: PlanSettings = {
    people: week.people,
    start: week.start,
    exclusions: stored.exclusions,
    maxActive: stored.maxActive,
  };
  const newWeek = () => setWeek(kitchen.plan(options(current, newSeed()), week).week);
  /** A setting applies at once: the unlocked meals are planned again, and one tap undoes it. */
  const applySettings = (change: Partial<PlanSettings>) => {
    const settings = { ...current, ...change };
    const planned = kitchen.plan(options(settings, week.seed), week).week;
    const before = stored;
    saveWeek({ ...stored, exclusions: settings.exclusions, maxActive: settings.maxActive, week: planned });
    rememberPeople(settings.people);
    toast({
      title: nlWeekStyle.replanned,
      description: nlWeekStyle.replannedHow,
      action: {
        label: nlWeekStyle.undo,
        onClick: () => {
          saveWeek(before);
          rememberPeople(before.week.people);
        },
      },
      durationMs: UNDO_MS,
    });
  };
  const shareUrl = `${window.location.origin}/weekmenu?week=${encodeURIComponent(encodeWeek(week))}`;
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
  const printBooklet = async () => {
    await booklet.start();
    const module = await import("./booklet");
    setPages(await module.loadBooklet(reads, ids));
  };
  const donePrinting = useCallback(() => setPages(null), []);

  const broken = gaveWay(week, ctx).filter((g) => week.slots[g.slot] !== null);
  const counts = RULES.map((rule) => [rule, broken.filter((g) => g.rule === rule).length] as const).filter(
    ([, n]) => n > 0,
  );
  const dayNames = Array.from({ length: DAYS }, (_, day) => {
    const date = addDays(week.start, day);
    return dayTitle(weekdayOf(date), date);
  });
  const days = weekDays(week, ctx, dayNames, stored.times, (slot) => (
    <SlotActions week={week} slot={slot} ctx={ctx} dayNames={dayNames} onChange={setWeek} />
  ));
  const secondary = buttonClass({ variant: "secondary" });

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:py-6 print:max-w-none print:p-0" data-weekmenu="">
      <div data-print="hide" className="flex flex-wrap items-center justify-between gap-x-4">
        <Heading level={1} className="text-2xl sm:text-3xl">
          {nlWeek.title}
        </Heading>
        <p className="hidden text-muted sm:block">{nlWeekStyle.rhythm}</p>
      </div>
      {props.notice && (
        <p role="status" className="mt-3 rounded-lg bg-accent-soft p-3 text-sm">
          {props.notice}
        </p>
      )}
      <Heading level={2} size="card" className="mt-2 print:mt-0 print:text-base">
        {nlWeek.yourWeek}: {dayNames[0]} – {dayNames[6]}
      </Heading>
      <SamenMark className="mt-2" />
      <div data-print="hide" className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={buttonClass()} onClick={newWeek}>
          {nlWeek.newWeek}
        </button>
        <button type="button" className={secondary} onClick={() => void share()}>
          {copied ? nlWeek.copied : nlWeekStyle.share}
        </button>
      </div>
      {counts.length > 0 && (
        <details data-print="hide" className="mt-2 rounded-lg border border-border bg-surface-2 text-sm">
          <summary className="min-h-11 cursor-pointer content-center px-3">
            {nlWeekStyle.gaveWaySummary(broken.length)}
          </summary>
          <div className="px-3 pb-3">
            <p>{nlWeek.gaveWay}</p>
            <ul className="mt-1 list-disc pl-5">
              {counts.map(([rule, n]) => (
                <li key={rule}>{nlWeek.gaveWayLine(RULE_TEXT[rule], n)}</li>
              ))}
            </ul>
          </div>
        </details>
      )}
      <WeekSettings stored={stored} onApply={applySettings} />
      <KitchenPlanOptions week={week} kitchen={kitchen} />
      <div className="mt-3 print:mt-1">
        <WeekDays days={days} />
      </div>
      <section data-print="hide" aria-label={nlWeekStyle.more} className="mt-6 flex flex-wrap gap-2">
        <AddWeekToList week={week} byId={byId} />
        <button
          type="button"
          className={secondary}
          onClick={() => downloadCalendar(weekCalendar(week, ctx.byId, stored.times, window.location.origin))}
        >
          {nlWeek.calendar}
        </button>
        <button type="button" className={secondary} onClick={() => window.print()}>
          {nlWeek.print}
        </button>
        <button type="button" className={secondary} onClick={() => void printBooklet()}>
          {nlWeekStyle.booklet}
        </button>
      </section>
      {pages && bookletModule && (
        <bookletModule.Booklet recipes={pages} people={week.people} onDone={donePrinting} />
      )}
    </div>
  );
}

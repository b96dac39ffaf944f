import { lazy, Suspense, useEffect, useState } from "react";

import { toWeekRecipe } from "@repo/domain";
import { decodeWeek } from "@repo/domain/weekmenu";
import { nlWeek } from "@repo/strings";
import { buttonClass, Loading } from "@repo/ui";

import { lazyModule } from "~/components/lazy-module";
import { toast } from "~/components/toaster";
import { MY_LIST_KEY, PLAN_PREFS_KEY } from "~/features/keuken/keys";
import { savedIds } from "~/features/saved/saved-store";
import { keeps, useHydrated } from "~/lib/hydrated";
import { useRead, useReads } from "~/lib/reads";
import { defaults, rememberedPeople, saveWeek, storedWeek, useStoredWeek } from "./store";
import { WeekLanding } from "./week-view";

// The planner (its rules, settings, calendar and list) loads once the device has a week: a first
// visit reads the sample week and the one button that makes a week.
const planner = lazyModule(() => import("@repo/domain/weekmenu"));
const WeekPlanner = lazy(() => import("./week-planner").then((m) => ({ default: m.WeekPlanner })));

/**
 * Whether this device keeps anything that changes how a week is planned: the reader's own list
 * (planned within by default) or the planner's kitchen choices ('Gebruik wat ik in huis heb').
 */
const hasKitchenPlan = () => keeps([MY_LIST_KEY, PLAN_PREFS_KEY]);

/** As long as the CMS's undo of a delete. */
const UNDO_MS = 10_000;

/**
 * The landing page with its sample week (as the server painted it) until this device has a week
 * of its own; a shared link's week becomes this device's week.
 */
export function WeekPage({ shared, onShared }: { shared: string | undefined; onShared: () => void }) {
  const hydrated = useHydrated();
  const stored = useStoredWeek();
  const reads = useReads();
  // Never read here: the route's loader reads it, unless the list is here to work it out from.
  const painted = useRead(reads.of("recipes.weekSample"), { enabled: false }).data;
  // The whole list (8 MB of JSON at 10,000 recipes, a long task to parse on a phone) only for a
  // week to show or a sample to work out: a first visit reads it as the reader reaches for 'Maak
  // mijn weekmenu'.
  const list = useRead(reads.of("recipes.summaries"), { enabled: hydrated && (stored !== null || !painted) });
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!shared) return;
    const week = decodeWeek(shared);
    if (week) {
      const own = storedWeek();
      saveWeek(own ? { ...own, week } : defaults(week));
      // The visitor's own week is one tap away for a while: a link opened by mistake loses nothing.
      if (own && JSON.stringify(own.week) !== JSON.stringify(week)) {
        toast({
          title: nlWeek.sharedOpened,
          description: nlWeek.sharedReplaced,
          action: { label: nlWeek.ownWeekBack, onClick: () => saveWeek(own) },
          durationMs: UNDO_MS,
        });
      }
      // Telling the visitor where the week came from is what this effect is for.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setNotice(nlWeek.sharedOpened);
    }
    onShared();
  }, [shared, onShared]);

  const summaries = list.data;
  const rules = planner.useModule();
  // Without the server's sample (a visit that came with the list), the browser works one out.
  const needsSample = !painted && summaries !== undefined;
  useEffect(() => {
    if (needsSample) void planner.start();
  }, [needsSample]);

  if (hydrated && stored && summaries) {
    return (
      <Suspense fallback={<Loading />}>
        <WeekPlanner stored={stored} recipes={summaries} notice={notice} />
      </Suspense>
    );
  }
  const sample = painted ?? (summaries && rules ? rules.sampleWeek(summaries, toWeekRecipe) : null);
  if (!sample) return <Loading />;
  const prepare = () => {
    void reads.fetch("recipes.summaries").catch(() => undefined);
    void planner.start();
  };
  const make = async () => {
    // The server paints this button for every visitor: tapped before the app started, on a phone
    // that has a week already, it shows that week rather than planning over it.
    // The reader's own list and what is at home weigh in as on every later week; their rules
    // load only on a device that keeps them.
    const [recipes, { comingMonday, localToday, newSeed, planWeek }, kitchen] = await Promise.all([
      reads.fetch("recipes.summaries"),
      planner.start(),
      hasKitchenPlan() ? import("~/features/keuken/week-kitchen") : null,
    ]);
    if (storedWeek()) return;
    // The people of the visitor's last week, and their saved recipes first where they fit.
    const options = {
      seed: newSeed(),
      start: comingMonday(localToday()),
      people: rememberedPeople(),
      prefer: savedIds(),
    };
    saveWeek(defaults(kitchen ? kitchen.planFirstWeek(recipes, options) : planWeek(recipes, options).week));
  };
  return (
    <WeekLanding
      sample={sample}
      action={
        <button
          type="button"
          className={buttonClass()}
          onPointerDown={prepare}
          onFocus={prepare}
          onClick={() => void make()}
        >
          {nlWeek.make}
        </button>
      }
    />
  );
}

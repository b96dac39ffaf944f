import type { Exclusion } from "@repo/domain/weekmenu";
import { EXCLUSION_KEYS, isIsoDate, MEALS, PEOPLE_MAX, PEOPLE_MIN, setPeople } from "@repo/domain/weekmenu";
import { nlWeek } from "@repo/strings";

import type { StoredWeek } from "./store";
import { saveWeek } from "./store";

const FIELD = "mt-1 block h-11 w-full rounded-lg border border-border bg-surface px-3";
const MINUTES_MAX = 240;

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;

/** How the next week is planned and when its meals are in the calendar. */
export function WeekSettings({ stored }: { stored: StoredWeek }) {
  const update = (change: Partial<StoredWeek>) => saveWeek({ ...stored, ...change });
  const toggle = (key: Exclusion) =>
    update({
      exclusions: stored.exclusions.includes(key)
        ? stored.exclusions.filter((k) => k !== key)
        : [...stored.exclusions, key],
    });
  return (
    <details data-print="hide" className="mt-4 rounded-lg border border-border bg-surface p-3">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{nlWeek.settings}</summary>
      <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <label className="text-sm">
          {nlWeek.start}
          <input
            type="date"
            value={stored.week.start}
            onChange={(e) =>
              isIsoDate(e.target.value) && update({ week: { ...stored.week, start: e.target.value } })
            }
            className={FIELD}
          />
        </label>
        <label className="text-sm">
          {nlWeek.people}
          <input
            type="number"
            min={PEOPLE_MIN}
            max={PEOPLE_MAX}
            value={stored.week.people}
            onChange={(e) =>
              update({ week: setPeople(stored.week, clamp(Number(e.target.value), PEOPLE_MIN, PEOPLE_MAX)) })
            }
            className={FIELD}
          />
        </label>
        {(["weekday", "weekend"] as const).map((kind) => (
          <label key={kind} className="text-sm">
            {kind === "weekday" ? nlWeek.weekdayMax : nlWeek.weekendMax}
            <input
              type="number"
              min={5}
              max={MINUTES_MAX}
              value={stored.maxActive[kind]}
              onChange={(e) =>
                update({
                  maxActive: { ...stored.maxActive, [kind]: clamp(Number(e.target.value), 5, MINUTES_MAX) },
                })
              }
              className={FIELD}
            />
          </label>
        ))}
        {MEALS.map((meal) => (
          <label key={meal} className="text-sm">
            {`${nlWeek.times}: ${nlWeek.meals[meal]}`}
            <input
              type="time"
              value={stored.times[meal]}
              onChange={(e) =>
                /^\d{2}:\d{2}$/.test(e.target.value) &&
                update({ times: { ...stored.times, [meal]: e.target.value } })
              }
              className={FIELD}
            />
          </label>
        ))}
        <fieldset className="text-sm sm:col-span-2 lg:col-span-3">
          <legend>{nlWeek.exclusionsLabel}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {EXCLUSION_KEYS.map((key) => (
              <label key={key} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={stored.exclusions.includes(key)}
                  onChange={() => toggle(key)}
                  className="h-5 w-5 accent-[var(--primary)]"
                />
                {nlWeek.exclusions[key]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </details>
  );
}

import type { Exclusion } from "@repo/domain/weekmenu";
import { EXCLUSION_KEYS, isIsoDate, MEALS, PEOPLE_MAX, PEOPLE_MIN, setPeople } from "@repo/domain/weekmenu";
import { nlWeek } from "@repo/strings";
import { Field, Input } from "@repo/ui/field";

import type { StoredWeek } from "./store";
import { saveWeek } from "./store";

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
        <Field id="week-start" label={nlWeek.start}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={stored.week.start}
              onChange={(e) =>
                isIsoDate(e.target.value) && update({ week: { ...stored.week, start: e.target.value } })
              }
            />
          )}
        </Field>
        <Field id="week-people" label={nlWeek.people}>
          {(control) => (
            <Input
              {...control}
              type="number"
              min={PEOPLE_MIN}
              max={PEOPLE_MAX}
              value={stored.week.people}
              onChange={(e) =>
                update({
                  week: setPeople(stored.week, clamp(Number(e.target.value), PEOPLE_MIN, PEOPLE_MAX)),
                })
              }
            />
          )}
        </Field>
        {(["weekday", "weekend"] as const).map((kind) => (
          <Field
            key={kind}
            id={`week-max-${kind}`}
            label={kind === "weekday" ? nlWeek.weekdayMax : nlWeek.weekendMax}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                min={5}
                max={MINUTES_MAX}
                value={stored.maxActive[kind]}
                onChange={(e) =>
                  update({
                    maxActive: { ...stored.maxActive, [kind]: clamp(Number(e.target.value), 5, MINUTES_MAX) },
                  })
                }
              />
            )}
          </Field>
        ))}
        {MEALS.map((meal) => (
          <Field key={meal} id={`week-time-${meal}`} label={`${nlWeek.times}: ${nlWeek.meals[meal]}`}>
            {(control) => (
              <Input
                {...control}
                type="time"
                value={stored.times[meal]}
                onChange={(e) =>
                  /^\d{2}:\d{2}$/.test(e.target.value) &&
                  update({ times: { ...stored.times, [meal]: e.target.value } })
                }
              />
            )}
          </Field>
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

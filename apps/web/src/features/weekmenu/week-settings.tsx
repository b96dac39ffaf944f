import type { Exclusion } from "@repo/domain/weekmenu";
import { EXCLUSION_KEYS, isIsoDate, MEALS, PEOPLE_MAX, PEOPLE_MIN } from "@repo/domain/weekmenu";
import { nlWeek } from "@repo/strings";
import { Field, Input } from "@repo/ui/field";

import type { StoredWeek } from "./store";
import type { PlanSettings } from "./week-planner";
import { saveWeek } from "./store";

const MINUTES_MAX = 240;

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;

const PEOPLE = Array.from({ length: PEOPLE_MAX - PEOPLE_MIN + 1 }, (_, i) => PEOPLE_MIN + i);

/**
 * How the week is planned: each change to the people, the first day, the times or what is left
 * out applies at once (`onApply` plans the unlocked meals again). The meal times only set the
 * calendar file's hours.
 */
export function WeekSettings({
  stored,
  onApply,
}: {
  stored: StoredWeek;
  onApply: (change: Partial<PlanSettings>) => void;
}) {
  const toggle = (key: Exclusion) =>
    onApply({
      exclusions: stored.exclusions.includes(key)
        ? stored.exclusions.filter((k) => k !== key)
        : [...stored.exclusions, key],
    });
  return (
    <details data-print="hide" className="mt-2 rounded-lg border border-border bg-surface px-3">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{nlWeek.settings}</summary>
      <div className="mb-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field id="week-start" label={nlWeek.start}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={stored.week.start}
              onChange={(e) => isIsoDate(e.target.value) && onApply({ start: e.target.value })}
            />
          )}
        </Field>
        <Field id="week-people" label={nlWeek.people}>
          {(control) => (
            <select
              {...control}
              value={stored.week.people}
              onChange={(e) => onApply({ people: clamp(Number(e.target.value), PEOPLE_MIN, PEOPLE_MAX) })}
              className="h-11 w-full rounded-lg border border-border bg-surface px-3"
            >
              {PEOPLE.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
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
                // A new value from outside (an undo) shows at once.
                key={stored.maxActive[kind]}
                type="number"
                min={5}
                max={MINUTES_MAX}
                defaultValue={stored.maxActive[kind]}
                // Applied when the visitor is done typing, not at every digit.
                onBlur={(e) => {
                  const minutes = clamp(Number(e.target.value), 5, MINUTES_MAX);
                  if (minutes !== stored.maxActive[kind])
                    onApply({ maxActive: { ...stored.maxActive, [kind]: minutes } });
                }}
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
                  saveWeek({ ...stored, times: { ...stored.times, [meal]: e.target.value } })
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

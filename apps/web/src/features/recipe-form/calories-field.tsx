import { LIMITS } from "@repo/domain";
import { nlAdmin } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import { NumberField } from "./fields";
import { caloriesDiffer, previewCalories } from "./nutrition-preview";

/**
 * The administrator's calories, which the site shows, with the figure worked out from the
 * ingredients beside it: taken over in one tap, and a warning while the two are far apart.
 */
export function CaloriesField({
  id,
  value,
  onChange,
  error,
  computed,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The computed kcal per portion; undefined while unknown or while a line is not in the table. */
  computed: number | undefined;
}) {
  const typed = previewCalories(value);
  return (
    <div className="space-y-2">
      <NumberField
        id={id}
        label={nlAdmin.form.calories}
        value={value}
        onChange={onChange}
        min={LIMITS.caloriesMin}
        max={LIMITS.caloriesMax}
        error={error}
      />
      {computed !== undefined && (
        <div data-testid="calories-computed" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span id={`${id}-computed`} className="text-muted">
            {nlAdmin.form.caloriesComputed(computed)}
          </span>
          {typed !== computed && (
            <button
              type="button"
              aria-describedby={`${id}-computed`}
              className={buttonClass({ variant: "secondary", size: "sm" })}
              onClick={() => onChange(String(computed))}
            >
              {nlAdmin.form.caloriesTake}
            </button>
          )}
        </div>
      )}
      {computed !== undefined && caloriesDiffer(typed, computed) && (
        <p
          role="status"
          data-testid="calories-warning"
          className="rounded-lg border border-accent/40 bg-accent-soft p-3 text-sm"
        >
          {nlAdmin.form.caloriesDiffer(typed ?? 0, computed)}
        </p>
      )}
    </div>
  );
}

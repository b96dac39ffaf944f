import { CHAPTERS, LIMITS, PREPARATION_METHODS, PROTEIN_TYPES } from "@repo/domain";
import { nlAdmin, nlTools } from "@repo/strings";

import type { DraftField, FieldErrors, RecipeDraft } from "./draft";
import { CaloriesField } from "./calories-field";
import { NumberField, SelectField } from "./fields";
import { IMAGE_ID } from "./image-field";
import { ingredientInputId } from "./ingredients-field";

/** Field ids in screen order: the first one with an error gets the focus. */
export const FIELD_IDS: [DraftField, string][] = [
  ["name", "recipe-name"],
  ["intro", "recipe-intro"],
  ["chapter", "recipe-chapter"],
  ["proteinType", "recipe-protein"],
  ["preparationMethod", "recipe-method"],
  ["airfryerTemp", "recipe-airfryer-temp"],
  ["airfryerTime", "recipe-airfryer-time"],
  ["prepTime", "recipe-prep-time"],
  ["waitTime", "recipe-wait-time"],
  ["calories", "recipe-calories"],
  ["servings", "recipe-servings"],
  ["imageUrl", IMAGE_ID],
  ["ingredients", ingredientInputId(0)],
  ["instructions", "recipe-instructions"],
  ["tools", "recipe-tools"],
  ["tips", "recipe-tips"],
  ["storage", "recipe-storage"],
];
export const idOf = (field: DraftField) => FIELD_IDS.find(([key]) => key === field)?.[1] ?? field;

export type Setter = <K extends DraftField>(field: K) => (value: RecipeDraft[K]) => void;

export interface SectionProps {
  draft: RecipeDraft;
  set: Setter;
  errors: FieldErrors;
  /** Fields an import guessed and the administrator has not changed yet. */
  guessed?: readonly DraftField[];
}

export function ClassificationFields({ draft, set, errors, guessed = [] }: SectionProps) {
  const hint = (field: DraftField) => (guessed.includes(field) ? nlTools.import.guessed : undefined);
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <SelectField
        id={idOf("chapter")}
        label={nlAdmin.form.chapter}
        options={CHAPTERS}
        value={draft.chapter}
        onChange={set("chapter")}
        error={errors.chapter}
        hint={hint("chapter")}
      />
      <SelectField
        id={idOf("proteinType")}
        label={nlAdmin.form.proteinType}
        options={PROTEIN_TYPES}
        value={draft.proteinType}
        onChange={set("proteinType")}
        error={errors.proteinType}
        hint={hint("proteinType")}
      />
      <SelectField
        id={idOf("preparationMethod")}
        label={nlAdmin.form.preparationMethod}
        options={PREPARATION_METHODS}
        value={draft.preparationMethod}
        onChange={set("preparationMethod")}
        error={errors.preparationMethod}
        hint={hint("preparationMethod")}
      />
    </div>
  );
}

/** Example values, shown as placeholders. */
const AIRFRYER_TEMP_EXAMPLE = 180;
const AIRFRYER_TIME_EXAMPLE = 15;

/** Temperature and time for the one airfryer the recipes are written for. */
export function AirfryerFields({ draft, set, errors }: SectionProps) {
  return (
    <div className="rounded-xl border border-accent/40 bg-accent-soft p-4">
      <p className="mb-3 text-sm">{nlAdmin.form.airfryerHint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          id={idOf("airfryerTemp")}
          label={nlAdmin.form.airfryerTemp}
          value={draft.airfryerTemp}
          onChange={set("airfryerTemp")}
          min={LIMITS.airfryerTempMin}
          max={LIMITS.airfryerTempMax}
          placeholder={String(AIRFRYER_TEMP_EXAMPLE)}
          error={errors.airfryerTemp}
        />
        <NumberField
          id={idOf("airfryerTime")}
          label={nlAdmin.form.airfryerTime}
          value={draft.airfryerTime}
          onChange={set("airfryerTime")}
          min={LIMITS.airfryerTimeMin}
          max={LIMITS.airfryerTimeMax}
          placeholder={String(AIRFRYER_TIME_EXAMPLE)}
          error={errors.airfryerTime}
        />
      </div>
    </div>
  );
}

export function TimeFields({
  draft,
  set,
  errors,
  guessed = [],
  computedCalories,
}: SectionProps & { computedCalories: number | undefined }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <NumberField
        id={idOf("prepTime")}
        label={nlAdmin.form.prepTime}
        required
        value={draft.prepTime}
        onChange={set("prepTime")}
        min={LIMITS.prepTimeMin}
        max={LIMITS.prepTimeMax}
        hint={nlAdmin.form.prepTimeHint}
        error={errors.prepTime}
      />
      <NumberField
        id={idOf("waitTime")}
        label={nlAdmin.form.waitTime}
        hint={guessed.includes("waitTime") ? nlTools.import.guessed : nlAdmin.form.waitTimeHint}
        value={draft.waitTime}
        onChange={set("waitTime")}
        min={LIMITS.waitTimeMin}
        max={LIMITS.waitTimeMax}
        error={errors.waitTime}
      />
      <CaloriesField
        id={idOf("calories")}
        value={draft.calories}
        onChange={set("calories")}
        error={errors.calories}
        computed={computedCalories}
      />
      <NumberField
        id={idOf("servings")}
        label={nlAdmin.form.servings}
        hint={nlAdmin.form.servingsHint}
        value={draft.servings}
        onChange={set("servings")}
        min={LIMITS.servingsMin}
        max={LIMITS.servingsMax}
        error={errors.servings}
      />
    </div>
  );
}

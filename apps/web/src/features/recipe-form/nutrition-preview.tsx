// The form's live nutrition and labels: the server works them out (the table never ships to a
// browser), asked again a moment after the lines or portions stop changing.
import { useEffect, useState } from "react";
import { useMutation } from "@tanstack/react-query";

import type { Diet, DietOverrides } from "@repo/domain";
import { DIETS, LIMITS, nutritionComplete } from "@repo/domain";
import { nl, nlAdmin, nlClaims } from "@repo/strings";
import { Select } from "@repo/ui/field";

import { NutritionTable } from "~/features/recipe/recipe-facts";
import { useTRPC } from "~/lib/trpc";
import { NutritionChecks } from "./nutrition-checks";

const DEBOUNCE_MS = 400;
/** More than this fraction apart, the typed calories get a (non-blocking) warning. */
const CALORIES_TOLERANCE = 0.1;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The portions as typed, or 1 while the field holds no whole number in range. */
export function previewServings(text: string): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= LIMITS.servingsMin && n <= LIMITS.servingsMax
    ? n
    : LIMITS.servingsDefault;
}

export function previewCalories(text: string): number | null {
  const n = Number(text);
  return text.trim() === "" || !Number.isFinite(n) ? null : n;
}

export function caloriesDiffer(typed: number | null, computed: number): boolean {
  return typed != null && computed > 0 && Math.abs(typed - computed) / computed > CALORIES_TOLERANCE;
}

/** The server's nutrition and labels for the form's lines, asked again once typing settles. */
export function useNutritionPreview(ingredients: readonly string[], servings: number) {
  const key = useDebounced(JSON.stringify([ingredients, servings]), DEBOUNCE_MS);
  const trpc = useTRPC();
  const preview = useMutation(trpc.recipes.previewNutrition.mutationOptions());
  const { mutate } = preview;
  useEffect(() => {
    const [lines, portions] = JSON.parse(key) as [string[], number];
    mutate({ ingredients: lines, servings: portions });
  }, [key, mutate]);
  const data = preview.data;
  return {
    data,
    failed: preview.isError,
    /** The computed kcal per portion, only while every line was placed in the table. */
    kcal: data && nutritionComplete(data.nutrition) ? data.nutrition.perPortion.kcal : undefined,
  };
}

export type NutritionPreviewState = ReturnType<typeof useNutritionPreview>;

export function NutritionPreview({
  preview: { data, failed },
  overrides,
  onOverrides,
  chapter,
  icons,
}: {
  preview: NutritionPreviewState;
  overrides: DietOverrides;
  onOverrides: (next: DietOverrides) => void;
  /** What the checks read besides the nutrition: a meal's chapter, the chosen icons. */
  chapter: string;
  icons: readonly string[];
}) {
  return (
    <section aria-labelledby="voeding-preview" data-testid="nutrition-preview" className="space-y-3">
      <h2 id="voeding-preview" className="text-sm font-semibold">
        {nlAdmin.form.nutritionTitle}
      </h2>
      {!data && (
        <p className="text-sm text-muted">
          {failed ? nlAdmin.form.nutritionFailed : nlAdmin.form.nutritionWaiting}
        </p>
      )}
      {data && data.nutrition.unmatched.length > 0 && (
        <div role="status" className="rounded-lg border border-accent/40 bg-accent-soft p-3 text-sm">
          <p>{nlAdmin.form.unmatchedLines}</p>
          <ul data-testid="unmatched-lines" className="mt-1 list-disc pl-5">
            {data.nutrition.unmatched.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {data && <NutritionChecks chapter={chapter} icons={icons} nutrition={data.nutrition} />}
      {data && <NutritionTable nutrition={data.nutrition} withSaltNotice={false} />}
      {data && (
        <DietFields
          derived={data.labels.diets}
          ruledOut={data.labels.ruledOut}
          overrides={overrides}
          onChange={onOverrides}
        />
      )}
      {data?.labels.byBrand?.map((note) => (
        <p key={note.diet} data-testid="diet-brand-note" className="text-xs text-muted">
          {nlClaims.byBrand(nl.diet(note.diet), note.foods)}
        </p>
      ))}
    </section>
  );
}

function DietFields({
  derived,
  ruledOut,
  overrides,
  onChange,
}: {
  derived: readonly Diet[];
  ruledOut: readonly Diet[];
  overrides: DietOverrides;
  onChange: (next: DietOverrides) => void;
}) {
  const set = (diet: Diet, value: string) => {
    const next = { ...overrides };
    if (value === "auto") delete next[diet];
    else next[diet] = value === "on";
    onChange(next);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{nlAdmin.form.dietsTitle}</legend>
      <p className="text-xs text-muted">{nlAdmin.form.dietsHint}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {DIETS.map((diet) => {
          const value = overrides[diet] === undefined ? "auto" : overrides[diet] ? "on" : "off";
          const conflict = overrides[diet] === true && ruledOut.includes(diet);
          return (
            <label key={diet} className="block text-sm">
              <span className="mb-1 block">{nl.diet(diet)}</span>
              <Select value={value} onChange={(e) => set(diet, e.target.value)}>
                <option value="auto">{nlAdmin.form.dietAuto(derived.includes(diet))}</option>
                <option value="on">{nlAdmin.form.dietOn}</option>
                <option value="off">{nlAdmin.form.dietOff}</option>
              </Select>
              {conflict && (
                <span role="status" data-testid="diet-conflict" className="mt-1 block text-xs text-danger">
                  {nlAdmin.form.dietConflict(nl.diet(diet))}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

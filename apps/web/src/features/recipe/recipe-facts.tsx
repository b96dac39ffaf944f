// The recipe page's nutrition table and its diet and allergen labels: plain markup from what the
// server stored, so visitors download no table and compute nothing.
import type { Allergen, BrandNote, Diet, RecipeNutrition } from "@repo/domain";
import { nutritionComplete, saltNotice } from "@repo/domain";
import { nl, nlClaims, nlNutrition } from "@repo/strings";

const grams = (n: number) => nlNutrition.table.grams(String(n).replace(".", ","));

/** Diet chips and the 'Bevat: ...' line; nothing for a recipe kept offline before labels existed. */
export function RecipeLabels({
  diets,
  allergens,
  byBrand,
}: {
  diets?: readonly Diet[];
  allergens?: readonly Allergen[];
  byBrand?: readonly BrandNote[];
}) {
  if (!diets?.length && !allergens?.length) return null;
  return (
    <div data-testid="recipe-labels" className="mt-4 space-y-2">
      {diets && diets.length > 0 && (
        <ul aria-label={nl.labels.dietsLabel} className="flex flex-wrap gap-1.5">
          {diets.map((diet) => (
            <li
              key={diet}
              className="rounded-full border border-primary/40 bg-surface px-2.5 py-0.5 text-sm font-medium text-primary print:border-black print:text-black"
            >
              {nl.diet(diet)}
            </li>
          ))}
        </ul>
      )}
      {byBrand?.map((note) => (
        <p key={note.diet} data-testid="diet-brand-note" className="text-sm text-muted">
          {nlClaims.byBrand(nl.diet(note.diet), note.foods)}
        </p>
      ))}
      {allergens && allergens.length > 0 && (
        <p className="text-sm">
          {nl.labels.contains(allergens.map((a) => nlNutrition.allergen(a)).join(", "))}
        </p>
      )}
    </div>
  );
}

/** 'Voedingswaarde per portie', or why there is none. */
export function NutritionTable({
  nutrition,
  className = "",
  withSaltNotice = true,
}: {
  nutrition?: RecipeNutrition | null;
  className?: string;
  /** The recipe form warns about salt among its own checks instead. */
  withSaltNotice?: boolean;
}) {
  if (!nutrition) return null;
  const complete = nutritionComplete(nutrition);
  const p = nutrition.perPortion;
  const salt = withSaltNotice ? saltNotice(nutrition) : null;
  const rows: [string, string, boolean][] = [
    [nlNutrition.table.energy, nlNutrition.table.kcal(p.kcal), false],
    [nlNutrition.table.protein, grams(p.protein), false],
    [nlNutrition.table.carbs, grams(p.carbs), false],
    [nlNutrition.table.sugars, grams(p.sugars), true],
    [nlNutrition.table.fat, grams(p.fat), false],
    [nlNutrition.table.saturated, grams(p.saturated), true],
    [nlNutrition.table.fiber, grams(p.fiber), false],
    [nlNutrition.table.salt, grams(p.salt), false],
  ];
  return (
    <section
      data-testid="nutrition"
      aria-labelledby="voedingswaarde-titel"
      className={`rounded-2xl border border-border bg-surface p-4 print:break-inside-avoid print:p-1.5 ${className}`}
    >
      <h2 id="voedingswaarde-titel" className="font-semibold print:text-sm">
        {nlNutrition.table.title}
      </h2>
      {!complete ? (
        <p className="mt-2 text-sm text-muted">{nlNutrition.table.incomplete}</p>
      ) : (
        // On paper the rows pair up (each 'waarvan' beside its total), so a long recipe keeps one sheet.
        <table className="mt-2 w-full text-sm print:block print:text-xs">
          <tbody className="print:grid print:grid-cols-2 print:gap-x-4">
            {rows.map(([label, value, sub]) => (
              <tr
                key={label}
                className="border-b border-border last:border-0 print:flex print:justify-between print:gap-2"
              >
                <th
                  scope="row"
                  className={`py-1 text-left font-normal print:py-0 ${sub ? "pl-4 text-muted print:pl-0" : ""}`}
                >
                  {label}
                </th>
                <td className="py-1 text-right font-medium tabular-nums print:py-0">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {salt && (
        <p
          data-testid="salt-notice"
          className="mt-3 rounded-lg border border-accent/40 bg-accent-soft p-3 text-sm print:border-black print:p-1"
        >
          {nlClaims.salt.notice(salt.grams)} {nlClaims.salt.tip(salt.from)}
        </p>
      )}
      {complete && (
        <p data-testid="nutrition-source" className="mt-2 text-xs text-muted">
          {nutrition.sources ? nlClaims.source(nutrition.sources) : nlNutrition.table.source}
        </p>
      )}
    </section>
  );
}

import type { ReactNode } from "react";

import { hasAnyAirfryerSetting, instructionSteps } from "@repo/domain";
import { nl } from "@repo/strings";

import type { RecipeViewData } from "./types";
import { RecipeIcons } from "./recipe-icons";
import { RecipeImage } from "./recipe-image";

export const ACTION_CLASS =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm font-medium hover:bg-surface-2";

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-2 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** A recipe as visitors read and print it; the caller supplies the action buttons and the footer. */
export function RecipeView({
  recipe,
  actions,
  footer,
}: {
  recipe: RecipeViewData;
  actions: ReactNode;
  footer?: ReactNode;
}) {
  const hasAirfryer = hasAnyAirfryerSetting(recipe);
  return (
    <article className="mx-auto max-w-5xl px-4 py-6 print:max-w-none print:p-0">
      <div data-print="hide" className="mb-6 flex flex-wrap items-center gap-2">
        {actions}
      </div>

      <div className="grid gap-8 md:grid-cols-5 print:block">
        <div className="md:col-span-2 print:hidden">
          <RecipeImage
            recipe={recipe}
            alt={recipe.name}
            sizes="(min-width: 768px) 400px, 100vw"
            priority
            className="rounded-2xl"
          />
        </div>
        <header className="md:col-span-3">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{recipe.chapter}</p>
          <h1 className="mt-1 font-serif text-3xl font-semibold md:text-4xl">{recipe.name}</h1>
          <dl className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3 print:flex print:gap-6">
            <Meta label={nl.recipe.prepTimeLabel} value={nl.recipe.prepTime(recipe.prepTime)} />
            {recipe.calories != null && (
              <Meta label={nl.recipe.caloriesLabel} value={nl.recipe.calories(recipe.calories)} />
            )}
            <Meta label={nl.recipe.servingsLabel} value={nl.recipe.servings(recipe.servings)} />
            <Meta label={nl.recipe.proteinLabel} value={recipe.proteinType} />
            <Meta label={nl.recipe.methodLabel} value={recipe.preparationMethod} />
          </dl>
          <div className="mt-4 print:hidden">
            <RecipeIcons icons={recipe.icons} withLabels />
          </div>
          {hasAirfryer && (
            <section
              data-testid="airfryer-card"
              aria-labelledby="airfryer-titel"
              className="mt-5 rounded-2xl border border-accent/40 bg-accent-soft p-4 print:break-inside-avoid"
            >
              <h2 id="airfryer-titel" className="font-semibold">
                {nl.recipe.airfryerTitle}
              </h2>
              <p className="text-sm text-muted">{nl.recipe.airfryerDevice}</p>
              <dl className="mt-2 flex gap-6">
                {recipe.airfryerTemp != null && (
                  <div>
                    <dt className="text-xs text-muted">{nl.recipe.airfryerTempLabel}</dt>
                    <dd className="text-xl font-semibold">{nl.recipe.airfryerTemp(recipe.airfryerTemp)}</dd>
                  </div>
                )}
                {recipe.airfryerTime != null && (
                  <div>
                    <dt className="text-xs text-muted">{nl.recipe.airfryerTimeLabel}</dt>
                    <dd className="text-xl font-semibold">{nl.recipe.airfryerTime(recipe.airfryerTime)}</dd>
                  </div>
                )}
              </dl>
            </section>
          )}
        </header>
      </div>

      <div className="mt-10 grid gap-10 md:grid-cols-5 print:mt-6 print:grid-cols-5 print:gap-8">
        <section className="md:col-span-2 print:col-span-2">
          <h2 className="font-serif text-2xl font-semibold">{nl.recipe.ingredients}</h2>
          <ul className="mt-4 space-y-2">
            {recipe.ingredients.map((ingredient, i) => (
              <li key={i} className="flex gap-3 border-b border-border pb-2">
                <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-primary" />
                <span>{ingredient}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="md:col-span-3 print:col-span-3">
          <h2 className="font-serif text-2xl font-semibold">{nl.recipe.instructions}</h2>
          <div className="mt-4 space-y-4 leading-relaxed">
            {instructionSteps(recipe.instructions).map((step, i) => (
              <p key={i}>{step}</p>
            ))}
          </div>
        </section>
      </div>
      {footer}
    </article>
  );
}

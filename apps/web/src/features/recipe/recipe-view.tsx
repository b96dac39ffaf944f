import type { ReactNode, SVGProps } from "react";

import {
  AIRFRYER,
  hasAnyAirfryerSetting,
  instructionSteps,
  keepUnitsTogether,
  recipeServings,
  shownCalories,
  shownIcons,
} from "@repo/domain";
import { nl, nlAmounts } from "@repo/strings";
import { Heading, Icon } from "@repo/ui";

import type { RelatedItem } from "./related-strip";
import type { RecipeViewData } from "./types";
import { RecipeIntro, RecipeNotes, RecipeTools } from "./recipe-details";
import { NutritionTable, RecipeLabels } from "./recipe-facts";
import { RecipeIcons } from "./recipe-icons";
import { RECIPE_IMAGE_SIZES, RecipeImage } from "./recipe-image";
import { RelatedStrip } from "./related-strip";

export const ACTION_CLASS =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm font-medium hover:bg-surface-2";

// The recipe page's actions draw these: they come with the recipe's code, not with every page's
// first load.
export const ArrowLeftIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Icon>
);

/** The recipe's own actions (cook, save, print, edit): one row on a phone, wrapping from md on. */
export const ACTION_GROUP_CLASS =
  "flex shrink-0 gap-1 sm:gap-2 md:ml-auto md:flex-wrap md:justify-end [&>*]:shrink-0";

/** An action's words below 640 px: said to screen readers, the icon alone for the eye, so the row fits a phone. */
export const ACTION_LABEL_CLASS = "sr-only sm:not-sr-only";

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-2 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold print:whitespace-nowrap">{value}</dd>
    </div>
  );
}

/**
 * A recipe as visitors read and print it; the caller supplies the action buttons, the print
 * footer and the related recipes, and may show the
 * ingredient lines scaled, with a control beside their heading.
 */
export function RecipeView({
  recipe,
  actions,
  footer,
  related = [],
  ingredients = recipe.ingredients,
  servings = recipe.servings,
  ingredientsControl,
  kitchen,
}: {
  recipe: RecipeViewData;
  actions: ReactNode;
  footer?: ReactNode;
  related?: readonly RelatedItem[];
  ingredients?: readonly string[];
  /** The portions the ingredient lines are for, when the visitor scaled them. */
  servings?: number;
  ingredientsControl?: ReactNode;
  /** What this device keeps of the recipe (Mijn keuken), under the facts. */
  kitchen?: ReactNode;
}) {
  const hasAirfryer = hasAnyAirfryerSetting(recipe);
  const calories = shownCalories(recipe);
  // An oven recipe with airfryer settings offers them as an alternative; for an airfryer recipe they are the method.
  const airfryerTitle =
    recipe.preparationMethod === AIRFRYER ? nl.recipe.airfryerTitle : nl.recipe.airfryerAlternative;
  return (
    // On a phone the name and key facts come first, then the actions in one row, then the
    // picture (flex order; the grid's children join the column). From md on, and on paper, the
    // actions lead and the picture stands beside the header.
    <article className="mx-auto flex max-w-5xl flex-col px-4 py-6 md:block print:block print:max-w-none print:p-0">
      <p data-print="only" className="mb-3 border-b border-black pb-1 font-serif text-base font-semibold">
        {nl.site.name}
      </p>
      <div
        data-print="hide"
        data-testid="recipe-actions"
        className="order-[-2] -mx-4 my-5 flex items-center gap-1 overflow-x-auto sm:gap-2 px-4 pb-1 md:order-none md:mx-0 md:mt-0 md:mb-6 md:flex-wrap md:overflow-visible md:px-0 md:pb-0 [&>*]:shrink-0"
      >
        {actions}
      </div>

      <div className="contents md:grid md:grid-cols-5 md:gap-8 print:block">
        <div className="order-[-1] md:order-none md:col-span-2 print:hidden">
          <RecipeImage
            recipe={recipe}
            alt={recipe.name}
            sizes={RECIPE_IMAGE_SIZES}
            priority="largest"
            className="rounded-2xl"
          />
        </div>
        {/* One column from md on; on a phone its two parts go either side of the actions and picture. */}
        <div className="contents md:col-span-3 md:block print:block">
          <header className="order-[-3] md:order-none">
            <p className="text-sm font-semibold tracking-wide text-accent uppercase">{recipe.chapter}</p>
            <Heading level={1} className="mt-1">
              {recipe.name}
            </Heading>
            <RecipeIntro intro={recipe.intro} />
            <dl className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3 print:flex print:gap-6">
              <Meta label={nl.recipe.prepTimeLabel} value={nl.recipe.prepTime(recipe.prepTime)} />
              {recipe.waitTime != null && (
                <Meta label={nl.recipe.waitTimeLabel} value={nl.recipe.prepTime(recipe.waitTime)} />
              )}
              {calories != null && (
                <Meta label={nl.recipe.caloriesLabel} value={nl.recipe.calories(calories)} />
              )}
              {/* Beside the portions control it would only say the same number again. */}
              {!ingredientsControl && (
                <Meta label={nl.recipe.servingsLabel} value={nl.recipe.servings(servings)} />
              )}
              <Meta label={nl.recipe.proteinLabel} value={recipe.proteinType} />
              <Meta label={nl.recipe.methodLabel} value={recipe.preparationMethod} />
            </dl>
          </header>
          <div>
            <div className="mt-4 print:hidden">
              <RecipeIcons icons={shownIcons(recipe)} withLabels />
            </div>
            <RecipeLabels diets={recipe.diets} allergens={recipe.allergens} byBrand={recipe.byBrand} />
            {hasAirfryer && (
              <section
                data-testid="airfryer-card"
                aria-labelledby="airfryer-titel"
                // On paper the border carries the card, with or without background graphics.
                className="mt-5 rounded-2xl border border-accent/40 bg-accent-soft p-4 print:mt-3 print:flex print:break-inside-avoid print:flex-wrap print:items-center print:gap-x-6 print:border-2 print:border-black print:bg-white print:p-3"
              >
                <h2 id="airfryer-titel" className="font-semibold">
                  {airfryerTitle}
                </h2>
                <p className="text-sm text-muted">{nl.recipe.airfryerDevice}</p>
                <dl className="mt-2 flex gap-6 print:mt-0">
                  {recipe.airfryerTemp != null && (
                    <div>
                      <dt className="text-xs text-muted">{nl.recipe.airfryerTempLabel}</dt>
                      <dd className="text-xl font-semibold print:text-base">
                        {nl.recipe.airfryerTemp(recipe.airfryerTemp)}
                      </dd>
                    </div>
                  )}
                  {recipe.airfryerTime != null && (
                    <div>
                      <dt className="text-xs text-muted">{nl.recipe.airfryerTimeLabel}</dt>
                      <dd className="text-xl font-semibold print:text-base">
                        {nl.recipe.airfryerTime(recipe.airfryerTime)}
                      </dd>
                    </div>
                  )}
                </dl>
              </section>
            )}
            {kitchen}
          </div>
        </div>
      </div>

      <div className="mt-10 grid gap-10 md:grid-cols-5 print:mt-4 print:grid-cols-5 print:gap-6">
        <section className="md:col-span-2 print:col-span-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Heading level={2}>{nl.recipe.ingredients}</Heading>
            {ingredientsControl}
          </div>
          <ul className="mt-4 space-y-2 print:mt-2 print:space-y-0.5">
            {ingredients.map((ingredient, i) => (
              <li key={i} className="flex gap-3 border-b border-border pb-2 print:pb-0.5">
                {/* On paper the dot is a border: printers may leave background colours out. */}
                <span
                  aria-hidden="true"
                  className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-primary print:border-[3px] print:border-black"
                />
                <span>{keepUnitsTogether(ingredient)}</span>
              </li>
            ))}
          </ul>
          <RecipeTools tools={recipe.tools} className="mt-6 print:mt-3" />
          <NutritionTable nutrition={recipe.nutrition} className="mt-6 print:mt-3" />
        </section>
        <section className="md:col-span-3 print:col-span-3">
          <Heading level={2}>{nl.recipe.instructions}</Heading>
          {servings != null && servings !== recipeServings(recipe) && (
            <p data-testid="steps-servings" className="mt-2 text-sm text-muted">
              {nlAmounts.stepsWrittenFor(recipeServings(recipe))}
            </p>
          )}
          {/* Numbered steps, each still its own paragraph. */}
          <ol className="mt-4 space-y-4 leading-relaxed print:mt-2 print:space-y-2 print:leading-snug">
            {instructionSteps(recipe.instructions).map((step, i) => (
              <li key={i} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-fg print:h-auto print:w-5 print:items-start print:justify-start print:bg-transparent print:text-black"
                >
                  {i + 1}
                </span>
                <p className="min-w-0 flex-1">{keepUnitsTogether(step)}</p>
              </li>
            ))}
          </ol>
          {/* Under the steps, in their column: on paper it fills the space beside a long list. */}
          <RecipeNotes tips={recipe.tips} storage={recipe.storage} />
        </section>
      </div>
      {footer}
      <RelatedStrip chapter={recipe.chapter} recipes={related} />
    </article>
  );
}

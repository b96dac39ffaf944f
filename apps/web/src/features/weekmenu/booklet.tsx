// 'Weekboekje': the week on the first page, then each of its recipes on a page of its own with
// the week's number of people: one print, or one PDF. Loaded when asked for, never with the week.
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";

import type { LabeledRecipe } from "@repo/domain";
import { instructionSteps, recipeServings, scaleIngredients } from "@repo/domain";
import { nlWeekStyle } from "@repo/strings";

import type { Reads } from "~/lib/reads";
import { mealTimeText } from "./time-text";

/** The week's recipes, each once, in the order the week first serves them. */
export async function loadBooklet(reads: Reads, ids: readonly string[]): Promise<LabeledRecipe[]> {
  const unique = [...new Set(ids)];
  const found = await Promise.all(unique.map((id) => reads.fetch("recipes.page", { id }).catch(() => null)));
  return found.filter((recipe): recipe is LabeledRecipe => recipe !== null);
}

/**
 * The recipe pages, printed after the week and hidden on screen. Prints once its pages are in the
 * document, then tells the page it is done.
 */
export function Booklet(props: { recipes: readonly LabeledRecipe[]; people: number; onDone: () => void }) {
  const { onDone } = props;
  const [printed, setPrinted] = useState(false);
  useEffect(() => {
    if (printed) return;
    const done = () => onDone();
    window.addEventListener("afterprint", done, { once: true });
    // Printing waits a frame, so the pages are laid out first.
    const frame = requestAnimationFrame(() => {
      setPrinted(true);
      window.print();
    });
    return () => cancelAnimationFrame(frame);
  }, [printed, onDone]);
  return createPortal(
    <div data-booklet="" className="hidden print:block">
      {props.recipes.map((recipe) => (
        <article
          key={recipe.id}
          data-booklet-page=""
          className="break-before-page p-0 text-[11pt] leading-snug text-black"
        >
          <h2 className="text-[18pt] font-semibold">{recipe.name}</h2>
          <p className="mt-1 text-[10pt]">
            {nlWeekStyle.bookletPeople(props.people)} · {mealTimeText(recipe)}
          </p>
          <h3 className="mt-4 font-semibold">{nlWeekStyle.bookletIngredients}</h3>
          <ul className="mt-1 list-disc pl-5">
            {scaleIngredients(recipe.ingredients, recipeServings(recipe), props.people).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
          <h3 className="mt-4 font-semibold">{nlWeekStyle.bookletSteps}</h3>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            {instructionSteps(recipe.instructions).map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </article>
      ))}
    </div>,
    document.body,
  );
}

import type { GuessedField, ImportDraft } from "@repo/domain";
import { LIMITS } from "@repo/domain";
import { nlTools } from "@repo/strings";

import * as f from "./fields";
import { guessChapter, guessMethod, guessProtein } from "./guess";

type Json = Record<string, unknown>;

export interface DraftResult {
  draft: ImportDraft;
  warnings: string[];
  /** The image as the page names it, before the server downloads it or keeps it as a link. */
  imageSource: string | null;
}

const clampTime = (minutes: number) => Math.min(LIMITS.prepTimeMax, Math.max(LIMITS.prepTimeMin, minutes));

/**
 * The form's preparation time from the page's times: prep and cook together when the page gives
 * them, else the total, else the default.
 */
function prepTime(recipe: Json): number {
  const prep = f.isoMinutes(recipe.prepTime);
  const cook = f.isoMinutes(recipe.cookTime);
  const total = f.isoMinutes(recipe.totalTime);
  if (prep !== null || cook !== null)
    return clampTime((prep ?? 0) + (cook ?? 0) || (total ?? LIMITS.prepTimeDefault));
  return clampTime(total ?? LIMITS.prepTimeDefault);
}

/** A schema.org Recipe as the recipe form's draft, with what the administrator should check. */
export function draftFromRecipe(recipe: Json, sourceUrl: string | null): DraftResult {
  const warnings: string[] = [];
  const name = f.text(recipe.name).slice(0, LIMITS.nameMax);
  const ingredients = f.ingredientLines(recipe);
  const instructions = f.instructionLines(recipe);
  if (ingredients.length === 0) warnings.push(nlTools.import.noIngredients);
  if (instructions === "") warnings.push(nlTools.import.noInstructions);

  let calories = f.calories(recipe);
  if (calories !== null && (calories < LIMITS.caloriesMin || calories > LIMITS.caloriesMax)) {
    warnings.push(nlTools.import.caloriesDropped);
    calories = null;
  }
  const chapter = guessChapter(
    [recipe.recipeCategory].flat().map(f.text).join(" "),
    [recipe.keywords].flat().map(f.text).join(" "),
    name,
  );
  const protein = guessProtein(ingredients);
  const method = guessMethod(`${instructions} ${[recipe.cookingMethod].flat().map(f.text).join(" ")}`);
  const guessed: GuessedField[] = [];
  if (chapter.guessed) guessed.push("chapter");
  if (protein.guessed) guessed.push("proteinType");
  if (method.guessed) guessed.push("preparationMethod");

  return {
    draft: {
      name,
      chapter: chapter.value,
      proteinType: protein.value,
      preparationMethod: method.value,
      ingredients,
      instructions,
      imageUrl: null,
      prepTime: prepTime(recipe),
      calories,
      servings: f.servings(recipe.recipeYield),
      guessed,
      sourceUrl,
    },
    warnings,
    imageSource: f.imageUrl(recipe.image, sourceUrl),
  };
}

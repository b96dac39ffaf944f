import type { GuessedField, ImportDraft } from "@repo/domain";
import { cookingWaits, LIMITS, splitPageTimes, suggestIcons } from "@repo/domain";
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
  const pageTimes = {
    prep: f.isoMinutes(recipe.prepTime),
    cook: f.isoMinutes(recipe.cookTime),
    total: f.isoMinutes(recipe.totalTime),
  };
  const times = splitPageTimes(pageTimes, cookingWaits(method.value, instructions));
  if (times.clamped) warnings.push(nlTools.import.timesClamped);
  const guessed: GuessedField[] = [];
  if (chapter.guessed) guessed.push("chapter");
  if (protein.guessed) guessed.push("proteinType");
  if (method.guessed) guessed.push("preparationMethod");
  if (pageTimes.cook !== null) guessed.push("waitTime");
  const icons = suggestIcons({
    chapter: chapter.value,
    proteinType: protein.value,
    preparationMethod: method.value,
    ingredients,
  });
  // Always a suggestion, never something the page named.
  guessed.push("icons");

  return {
    draft: {
      name,
      chapter: chapter.value,
      proteinType: protein.value,
      preparationMethod: method.value,
      ingredients,
      instructions,
      imageUrl: null,
      prepTime: times.prepTime ?? LIMITS.prepTimeDefault,
      calories,
      servings: f.servings(recipe.recipeYield),
      intro: f.intro(recipe, name),
      waitTime: times.waitTime,
      tools: f.tools(recipe),
      tips: f.tips(recipe),
      icons,
      guessed,
      sourceUrl,
    },
    warnings,
    imageSource: f.imageUrl(recipe.image, sourceUrl),
  };
}

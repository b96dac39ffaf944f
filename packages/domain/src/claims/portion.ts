// What a portion's computed nutrition lets a recipe claim or must make it say: the protein-rich
// mark, the salt notice, and the administrator's checks. Read by the pages from stored values.
import type { RecipeNutrition } from "../food/nutrition";
import { nutritionComplete } from "../food/shown-calories";
import { MEAL_CHAPTERS, MEALS } from "../weekmenu/rules";

/** EU 1924/2006 'rijk aan eiwitten': at least 20% of the energy comes from protein. */
export const PROTEIN_RICH_ENERGY_SHARE = 0.2;
/** kcal per gram of protein, the EU factor. */
const PROTEIN_KCAL = 4;

/**
 * The least protein a meal of the eating style holds. Its smallest protein portions (two eggs,
 * 100 g fish, 150 g cottage cheese: 12-18 g) with the meal's bread, pulses and vegetables come to
 * 15 g or more; a larger portion of fish, meat or tofu gives 20-30 g. A meal below 15 g lacks its
 * protein portion (a muesli, a bean salad on its own) and leaves the cook hungry. 20 g, the
 * figure often quoted for a meal, would flag a two-egg breakfast the eating style plans itself.
 */
export const MEAL_PROTEIN_MIN_G = 15;

/** A recipe the week menu may plan as a breakfast, lunch or dinner of its own. */
export function isMealChapter(chapter: string): boolean {
  return MEALS.some((meal) => (MEAL_CHAPTERS[meal] as readonly string[]).includes(chapter));
}

/**
 * Above this much salt per portion the page says so with a tip: 2,5 g is over 40% of the 6 g a
 * day the Voedingscentrum advises, in one dish.
 */
export const SALT_NOTICE_G = 2.5;

type Portion = Pick<RecipeNutrition["perPortion"], "kcal" | "protein">;

/** Whether a portion may be called 'eiwitrijk' by the EU rule. */
export function isProteinRich({ kcal, protein }: Portion): boolean {
  return kcal > 0 && (protein * PROTEIN_KCAL) / kcal >= PROTEIN_RICH_ENERGY_SHARE;
}

const PROTEIN_ICON = "protein";
/** Where the mark goes when the administrator left it out: before the vegetables and the rest. */
const AFTER = new Set(["soup", "egg"]);

/**
 * The icons a visitor sees: the administrator's, with the protein-rich mark following the
 * computed nutrition. Without complete nutrition there is nothing to compute: the choice stands.
 */
export function shownIcons(recipe: {
  icons: readonly string[];
  nutrition?: RecipeNutrition | null;
}): string[] {
  const { icons, nutrition } = recipe;
  if (!nutritionComplete(nutrition)) return [...icons];
  const rich = isProteinRich(nutrition.perPortion);
  if (!rich) return icons.filter((key) => key !== PROTEIN_ICON);
  if (icons.includes(PROTEIN_ICON)) return [...icons];
  let at = 0;
  while (at < icons.length && AFTER.has(icons[at] ?? "")) at++;
  return [...icons.slice(0, at), PROTEIN_ICON, ...icons.slice(at)];
}

/** The salt a portion holds, when it is above the notice threshold; the page then shows a tip. */
export function saltNotice(
  nutrition: RecipeNutrition | null | undefined,
): { grams: number; from: string[] } | null {
  if (!nutritionComplete(nutrition) || nutrition.perPortion.salt <= SALT_NOTICE_G) return null;
  return { grams: nutrition.perPortion.salt, from: nutrition.saltFrom ?? [] };
}

export type NutritionCheck =
  | { kind: "salt"; grams: number; from: string[] }
  | { kind: "mealProtein"; grams: number; min: number }
  | { kind: "proteinIcon"; share: number };

/** What the recipe form warns about (never blocking): salt, a meal short of protein, a wrong mark. */
export function nutritionChecks(recipe: {
  chapter: string;
  icons: readonly string[];
  nutrition: RecipeNutrition | null | undefined;
}): NutritionCheck[] {
  const { nutrition } = recipe;
  if (!nutritionComplete(nutrition)) return [];
  const checks: NutritionCheck[] = [];
  const salt = saltNotice(nutrition);
  if (salt) checks.push({ kind: "salt", ...salt });
  const { protein, kcal } = nutrition.perPortion;
  if (isMealChapter(recipe.chapter) && protein < MEAL_PROTEIN_MIN_G)
    checks.push({ kind: "mealProtein", grams: protein, min: MEAL_PROTEIN_MIN_G });
  if (recipe.icons.includes(PROTEIN_ICON) && !isProteinRich(nutrition.perPortion))
    checks.push({ kind: "proteinIcon", share: kcal > 0 ? (protein * PROTEIN_KCAL) / kcal : 0 });
  return checks;
}

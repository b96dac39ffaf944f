import type { Allergen, Diet } from "./groups";
import type { LineMatch } from "./match";
import { ALLERGENS, DIETS, GROUP_LABELS } from "./groups";

/** What a recipe's ingredients say about diets and allergens; stored with the recipe on save. */
export interface DerivedLabels {
  /** Diets every line allows; none when a line could not be placed (nothing is claimed blind). */
  diets: Diet[];
  /** Diets a placed ingredient rules out: an administrator's label for one of them is flagged. */
  ruledOut: Diet[];
  allergens: Allergen[];
}

export function labelsOf(matches: readonly LineMatch[]): DerivedLabels {
  const ruledOut = new Set<Diet>();
  const allergens = new Set<Allergen>();
  let complete = true;
  for (const match of matches) {
    if (match.kind === "unmatched") complete = false;
    if (match.kind !== "food") continue;
    for (const group of match.food.groups) {
      for (const diet of GROUP_LABELS[group].notFor) ruledOut.add(diet);
      for (const allergen of GROUP_LABELS[group].allergens) allergens.add(allergen);
    }
  }
  return {
    diets: complete ? DIETS.filter((diet) => !ruledOut.has(diet)) : [],
    ruledOut: DIETS.filter((diet) => ruledOut.has(diet)),
    allergens: ALLERGENS.filter((allergen) => allergens.has(allergen)),
  };
}

/** An administrator's correction per diet: true adds the label, false takes it away. */
export type DietOverrides = Partial<Record<Diet, boolean>>;

/** The diets a recipe shows, and the added ones its own ingredients contradict. */
export function applyDietOverrides(
  derived: Pick<DerivedLabels, "diets" | "ruledOut">,
  overrides: DietOverrides,
): { diets: Diet[]; conflicts: Diet[] } {
  const diets = DIETS.filter((diet) => overrides[diet] ?? derived.diets.includes(diet));
  const conflicts = DIETS.filter((diet) => overrides[diet] === true && derived.ruledOut.includes(diet));
  return { diets, conflicts };
}

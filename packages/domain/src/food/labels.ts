import type { Allergen, Diet } from "./groups";
import type { LineMatch } from "./match";
import { ALLERGENS, BRAND_CLAIMS, brandClaimOf, DIETS, GROUP_LABELS } from "./groups";

/** A diet claimed only if the cook buys the right brand of these foods (food keys). */
export interface BrandNote {
  diet: Diet;
  foods: string[];
}

/** What a recipe's ingredients say about diets and allergens; stored with the recipe on save. */
export interface DerivedLabels {
  /** Diets every line allows; none when a line could not be placed (nothing is claimed blind). */
  diets: Diet[];
  /** Diets a placed ingredient rules out: an administrator's label for one of them is flagged. */
  ruledOut: Diet[];
  allergens: Allergen[];
  /** Claimed diets that hold only with the right brand (absent in labels stored before). */
  byBrand?: BrandNote[];
}

function noteBrand(notes: BrandNote[], diet: Diet, food: string) {
  const note = notes.find((n) => n.diet === diet);
  if (!note) notes.push({ diet, foods: [food] });
  else if (!note.foods.includes(food)) note.foods.push(food);
}

export function labelsOf(matches: readonly LineMatch[]): DerivedLabels {
  const ruledOut = new Set<Diet>();
  const allergens = new Set<Allergen>();
  const byBrand: BrandNote[] = [];
  let complete = true;
  for (const match of matches) {
    if (match.kind === "unmatched") complete = false;
    if (match.kind !== "food") continue;
    for (const group of match.food.groups) {
      for (const diet of GROUP_LABELS[group].notFor) ruledOut.add(diet);
      for (const allergen of GROUP_LABELS[group].allergens) allergens.add(allergen);
      const claim = BRAND_CLAIMS[group];
      const stands = claim && brandClaimOf(claim, match.line);
      if (claim && stands === "ruledOut") ruledOut.add(claim.diet);
      if (claim && stands === "byBrand") noteBrand(byBrand, claim.diet, match.food.key);
    }
  }
  const diets = complete ? DIETS.filter((diet) => !ruledOut.has(diet)) : [];
  return {
    diets,
    ruledOut: DIETS.filter((diet) => ruledOut.has(diet)),
    allergens: ALLERGENS.filter((allergen) => allergens.has(allergen)),
    byBrand: byBrand.filter((note) => diets.includes(note.diet)),
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

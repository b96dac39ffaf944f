// The figures a Dutch label prints, by EU regulation 1169/2011 (annex XIV for the energy
// factors): carbohydrate without fibre, energy from the macronutrients with the law's factors.
import type { Nutrients } from "./table";

/** kcal per gram, annex XIV. Polyols (2,4), organic acids (3) and alcohol (7) are in none of our rows. */
export const EU_KCAL_PER_GRAM = { fat: 9, protein: 4, carbs: 4, fiber: 2 } as const;

/** A row's macronutrients, carbohydrate already without fibre. */
type Macros = Pick<Nutrients, "protein" | "carbs" | "fat" | "fiber">;

export function euEnergy({ protein, carbs, fat, fiber }: Macros): number {
  const f = EU_KCAL_PER_GRAM;
  return f.fat * fat + f.protein * protein + f.carbs * carbs + f.fiber * fiber;
}

/**
 * A row of a table that gives carbohydrate 'by difference' (USDA), which counts the fibre, as
 * a label gives it. Sugars and fibre stay as they are; the energy follows the EU factors, so a
 * row of our own (written label-style) and a USDA row are summed on the same footing.
 */
export function labelFromByDifference(row: Nutrients): Nutrients {
  const carbs = Math.max(0, row.carbs - row.fiber);
  return { ...row, carbs, kcal: euEnergy({ ...row, carbs }) };
}

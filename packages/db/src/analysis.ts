// Nutrition and labels are worked out from the ingredients when a recipe is written and stored
// with it, so no read ever computes them.
import type { DietOverrides, RecipeFacts } from "@repo/domain";
import type { DerivedLabels } from "@repo/domain/food";
import { ANALYSIS_REVISION, analyzeRecipe, applyDietOverrides, DIETS } from "@repo/domain/food";

import type { Db } from "./client";
import type { RecipeRow } from "./schema";

/** The stored analysis of these lines for this many portions. */
export function analysisColumns(ingredients: readonly string[], servings: number) {
  const { nutrition, labels } = analyzeRecipe(ingredients, servings);
  return {
    nutrition: JSON.stringify(nutrition),
    labels: JSON.stringify(labels),
    analysis_revision: ANALYSIS_REVISION,
  };
}

function parseJson(text: string | null | undefined): unknown {
  if (text == null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function parseOverrides(text: string | null | undefined): DietOverrides {
  const value = parseJson(text);
  if (typeof value !== "object" || value === null) return {};
  const entries = Object.entries(value).filter(
    ([diet, on]) => (DIETS as readonly string[]).includes(diet) && typeof on === "boolean",
  );
  return Object.fromEntries(entries);
}

const NO_LABELS: DerivedLabels = { diets: [], ruledOut: [], allergens: [] };

/** The worked-out facts of a row, with the administrator's corrections applied. */
export function factsOf(
  row: Pick<RecipeRow, "nutrition" | "labels" | "diet_overrides">,
): RecipeFacts & { dietOverrides: DietOverrides } {
  const labels = (parseJson(row.labels) as DerivedLabels | null) ?? NO_LABELS;
  const dietOverrides = parseOverrides(row.diet_overrides);
  const { diets, conflicts } = applyDietOverrides(labels, dietOverrides);
  return {
    nutrition: parseJson(row.nutrition) as RecipeFacts["nutrition"],
    diets,
    allergens: labels.allergens,
    dietConflicts: conflicts,
    byBrand: (labels.byBrand ?? []).filter((note) => diets.includes(note.diet)),
    dietOverrides,
  };
}

/**
 * Works out again every recipe stored with an older revision of the rules (or none): run after
 * the migrations, so a new mapping or table reaches existing recipes. Returns how many changed.
 */
export async function refreshAnalyses(db: Db): Promise<number> {
  const stale = await db
    .selectFrom("recipes")
    .select(["id", "ingredients", "servings"])
    .where("analysis_revision", "!=", ANALYSIS_REVISION)
    .execute();
  for (const row of stale) {
    const value: unknown = JSON.parse(row.ingredients);
    const lines = Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
    await db
      .updateTable("recipes")
      .set(analysisColumns(lines, row.servings))
      .where("id", "=", row.id)
      .execute();
  }
  return stale.length;
}

import type { Recipe, RecipeData } from "@repo/domain";

import type { Db } from "./client";
import { analysisColumns } from "./analysis";
import { inTransaction } from "./client";
import { toColumns, toRecipe } from "./recipes";
import { saveSettings } from "./settings";

/** A recipe as an export file holds it: what was written, with its id and dates (the facts are worked out again). */
export type ImportedRecipe = RecipeData & Pick<Recipe, "id" | "createdAt" | "updatedAt">;

export interface CollectionPlan {
  added: ImportedRecipe[];
  changed: ImportedRecipe[];
  same: number;
}

type Stored = Recipe & { deleted: boolean };

/** Whether an imported recipe would change the stored one (its content, its dates, or the trash). */
function differs(stored: Stored, next: ImportedRecipe): boolean {
  if (stored.deleted) return true;
  const keys = Object.keys(next) as (keyof ImportedRecipe)[];
  return keys.some((key) => JSON.stringify(stored[key]) !== JSON.stringify(next[key]));
}

/** What importing these recipes would do: new ids added, different ones changed, the rest left alone. */
export async function planCollectionImport(
  db: Db,
  recipes: readonly ImportedRecipe[],
): Promise<CollectionPlan> {
  const rows = await db.selectFrom("recipes").selectAll().execute();
  const stored = new Map<string, Stored>(
    rows.map((row) => [row.id, { ...toRecipe(row), deleted: row.deleted_at !== null }]),
  );
  const plan: CollectionPlan = { added: [], changed: [], same: 0 };
  for (const recipe of recipes) {
    const current = stored.get(recipe.id);
    if (!current) plan.added.push(recipe);
    else if (differs(current, recipe)) plan.changed.push(recipe);
    else plan.same += 1;
  }
  return plan;
}

/**
 * Applies a plan in one transaction: recipes keep the file's ids and dates (one in the trash comes
 * back), and the settings take the file's hero image. Recipes not in the file are left alone.
 */
export async function applyCollectionImport(db: Db, plan: CollectionPlan, heroImageUrl: string | null) {
  await inTransaction(db, async (trx) => {
    const row = (r: ImportedRecipe) => ({
      ...toColumns(r),
      servings: r.servings,
      ...analysisColumns(r.ingredients, r.servings),
      created_at: r.createdAt,
      updated_at: r.updatedAt,
      deleted_at: null,
    });
    for (const recipe of plan.added)
      await trx
        .insertInto("recipes")
        .values({ id: recipe.id, ...row(recipe) })
        .execute();
    for (const recipe of plan.changed)
      await trx.updateTable("recipes").set(row(recipe)).where("id", "=", recipe.id).execute();
    await saveSettings(trx, heroImageUrl);
  });
}

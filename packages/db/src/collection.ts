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
  /** Per changed recipe's id, the fields the import would change ('trash' when it comes back from there). */
  changedFields: Map<string, string[]>;
}

type Stored = Recipe & { deleted: boolean };

/** What an imported recipe would change in the stored one: its fields, its dates, or the trash. */
function differences(stored: Stored, next: ImportedRecipe): string[] {
  const keys = Object.keys(next) as (keyof ImportedRecipe)[];
  const fields: string[] = keys.filter((key) => JSON.stringify(stored[key]) !== JSON.stringify(next[key]));
  return stored.deleted ? ["trash", ...fields] : fields;
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
  const plan: CollectionPlan = { added: [], changed: [], same: 0, changedFields: new Map() };
  for (const recipe of recipes) {
    const current = stored.get(recipe.id);
    const fields = current ? differences(current, recipe) : [];
    if (!current) plan.added.push(recipe);
    else if (fields.length > 0) {
      plan.changed.push(recipe);
      plan.changedFields.set(recipe.id, fields);
    } else plan.same += 1;
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

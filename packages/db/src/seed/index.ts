import type { RecipeData } from "@repo/domain";
import { KEPT_DEFAULTS } from "@repo/domain";

import type { Db } from "../client";
import type { SeedRecipe } from "./types";
import { analysisColumns } from "../analysis";
import { newId } from "../ids";
import { toColumns } from "../recipes";
import { SETTINGS_ID } from "../settings";
import { RECIPES_1 } from "./recipes-1";
import { RECIPES_2 } from "./recipes-2";
import { RECIPES_3 } from "./recipes-3";
import { RECIPES_4 } from "./recipes-4";
import { RECIPES_5 } from "./recipes-5";
import { RECIPES_6 } from "./recipes-6";
import { RECIPES_7 } from "./recipes-7";
import { RECIPES_8 } from "./recipes-8";
import { RECIPES_9 } from "./recipes-9";
import { RECIPES_10 } from "./recipes-10";
import { RECIPES_11 } from "./recipes-11";
import { RECIPES_12 } from "./recipes-12";
import { RECIPES_13 } from "./recipes-13";

export type { SeedRecipe };

/** The bundled recipe collection, in the order the overview shows it. */
export const SEED_RECIPES: readonly SeedRecipe[] = [
  ...RECIPES_1,
  ...RECIPES_2,
  ...RECIPES_3,
  ...RECIPES_4,
  ...RECIPES_5,
  ...RECIPES_6,
  ...RECIPES_7,
  ...RECIPES_8,
  ...RECIPES_9,
  ...RECIPES_10,
  ...RECIPES_11,
  ...RECIPES_12,
  ...RECIPES_13,
];

/**
 * Seeds the bundled collection and the default settings on a new database, once.
 * The settings row marks a seeded database, so recipes the admin deleted never come back.
 * Returns the number of recipes seeded.
 */
export async function seedDatabase(db: Db, recipes: readonly SeedRecipe[] = SEED_RECIPES): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Claiming the settings row decides who seeds: with several instances starting at once,
    // the others wait on the row and then find it taken.
    const claimed = await trx
      .insertInto("settings")
      .values({ id: SETTINGS_ID, hero_image_url: null })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
    const start = Date.parse("2026-11-01T08:00:00.000Z");
    const rows = recipes.map((recipe, i) => {
      // One minute apart, so the collection keeps its order and has honest dates.
      const stamp = new Date(start + i * 60_000).toISOString();
      const data: RecipeData = {
        ...KEPT_DEFAULTS,
        ...recipe,
        ingredients: [...recipe.ingredients],
        icons: [...recipe.icons],
        tools: [...(recipe.tools ?? [])],
        imageUrl: null,
      };
      return {
        id: newId(),
        ...toColumns(data),
        ...analysisColumns(data.ingredients, data.servings),
        created_at: stamp,
        updated_at: stamp,
      };
    });
    // SQLite limits bound parameters per statement; 50 rows x 25 columns stays well under it.
    for (let i = 0; i < rows.length; i += 50) {
      await trx
        .insertInto("recipes")
        .values(rows.slice(i, i + 50))
        .execute();
    }
    return rows.length;
  });
}

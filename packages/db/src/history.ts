import type { Recipe, RecipeData } from "@repo/domain";
import { HISTORY_RETENTION } from "@repo/domain/history";

import type { Db } from "./client";
import { newId } from "./ids";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A recipe as an earlier save left it; its status is not part of it (a restore keeps today's). */
export type VersionData = Omit<RecipeData, "status">;

export interface RecipeVersion {
  id: string;
  /** When this version was saved. */
  savedAt: string;
  /** When the next save replaced it. */
  replacedAt: string;
  data: VersionData;
}

/** The fields a version keeps: everything the administrator writes, nothing worked out. */
export function versionData(recipe: Recipe): VersionData {
  return {
    name: recipe.name,
    chapter: recipe.chapter,
    proteinType: recipe.proteinType,
    preparationMethod: recipe.preparationMethod,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    imageUrl: recipe.imageUrl,
    icons: recipe.icons,
    prepTime: recipe.prepTime,
    calories: recipe.calories,
    airfryerTemp: recipe.airfryerTemp,
    airfryerTime: recipe.airfryerTime,
    servings: recipe.servings,
    intro: recipe.intro,
    waitTime: recipe.waitTime,
    tools: recipe.tools,
    tips: recipe.tips,
    storage: recipe.storage,
    dietOverrides: recipe.dietOverrides,
  };
}

/** Keeps the recipe as it is now, before a save replaces it, and lets the oldest versions go. */
export async function keepVersion(db: Db, recipe: Recipe, now: Date): Promise<void> {
  const last = await db
    .selectFrom("recipe_versions")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .where("recipe_id", "=", recipe.id)
    .executeTakeFirst();
  await db
    .insertInto("recipe_versions")
    .values({
      id: newId(),
      recipe_id: recipe.id,
      seq: Number(last?.seq ?? 0) + 1,
      saved_at: recipe.updatedAt,
      replaced_at: now.toISOString(),
      data: JSON.stringify(versionData(recipe)),
    })
    .execute();
  await pruneVersions(db, recipe.id, now);
}

/**
 * A version goes once it is both older than the retention's days and not among the newest
 * `versions`: whichever keeps more wins.
 */
export async function pruneVersions(db: Db, recipeId: string, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - HISTORY_RETENTION.days * DAY_MS).toISOString();
  const newest = db
    .selectFrom("recipe_versions")
    .select("id")
    .where("recipe_id", "=", recipeId)
    .orderBy("seq", "desc")
    .limit(HISTORY_RETENTION.versions);
  await db
    .deleteFrom("recipe_versions")
    .where("recipe_id", "=", recipeId)
    .where("replaced_at", "<", cutoff)
    .where("id", "not in", newest)
    .execute();
}

/** A recipe's versions, newest first. */
export async function listVersions(db: Db, recipeId: string): Promise<RecipeVersion[]> {
  const rows = await db
    .selectFrom("recipe_versions")
    .selectAll()
    .where("recipe_id", "=", recipeId)
    .orderBy("seq", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    savedAt: row.saved_at,
    replacedAt: row.replaced_at,
    data: JSON.parse(row.data) as VersionData,
  }));
}

/** The versions of recipes removed for good go with them. */
export async function removeVersions(db: Db, recipeIds: readonly string[]): Promise<void> {
  if (recipeIds.length > 0)
    await db.deleteFrom("recipe_versions").where("recipe_id", "in", recipeIds).execute();
}

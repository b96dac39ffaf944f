import type { Recipe, RecipeData, RecipeStatus, RecipeWrite } from "@repo/domain";
import { KEPT_DEFAULTS } from "@repo/domain";

import type { Db } from "./client";
import type { RecipeRow } from "./schema";
import { analysisColumns, factsOf } from "./analysis";
import { keepVersion } from "./history";
import { newId } from "./ids";

export function parseList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** A write with its left-out later fields at their defaults (a key set to undefined counts as left out). */
export function withDefaults(data: RecipeWrite): RecipeData {
  const named = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
  return { ...KEPT_DEFAULTS, ...named } as RecipeData;
}

/** The one place where a row becomes a Recipe. */
export function toRecipe(row: RecipeRow): Recipe {
  return {
    id: row.id,
    name: row.name,
    chapter: row.chapter as Recipe["chapter"],
    proteinType: row.protein_type as Recipe["proteinType"],
    preparationMethod: row.preparation_method as Recipe["preparationMethod"],
    ingredients: parseList(row.ingredients),
    instructions: row.instructions,
    imageUrl: row.image_url,
    icons: parseList(row.icons),
    prepTime: row.prep_time,
    calories: row.calories,
    airfryerTemp: row.airfryer_temp,
    airfryerTime: row.airfryer_time,
    servings: row.servings,
    intro: row.intro,
    waitTime: row.wait_time,
    tools: parseList(row.tools),
    tips: row.tips,
    storage: row.storage,
    ...factsOf(row),
    status: row.status === "draft" ? "draft" : "published",
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A recipe's columns; a later field left out of the write is left out here too. */
export function toColumns(data: RecipeWrite) {
  return {
    name: data.name,
    chapter: data.chapter,
    protein_type: data.proteinType,
    preparation_method: data.preparationMethod,
    ingredients: JSON.stringify(data.ingredients),
    instructions: data.instructions,
    image_url: data.imageUrl,
    icons: JSON.stringify(data.icons),
    prep_time: data.prepTime,
    calories: data.calories,
    airfryer_temp: data.airfryerTemp,
    airfryer_time: data.airfryerTime,
    // Left out, a later field keeps its value: the database default on insert, the old one on update.
    ...(data.servings === undefined ? {} : { servings: data.servings }),
    ...(data.intro === undefined ? {} : { intro: data.intro }),
    ...(data.waitTime === undefined ? {} : { wait_time: data.waitTime }),
    ...(data.tools === undefined ? {} : { tools: JSON.stringify(data.tools) }),
    ...(data.tips === undefined ? {} : { tips: data.tips }),
    ...(data.storage === undefined ? {} : { storage: data.storage }),
    ...(data.dietOverrides === undefined ? {} : { diet_overrides: JSON.stringify(data.dietOverrides) }),
    ...(data.status === undefined ? {} : { status: data.status }),
  };
}

/** The recipes everyone sees: a recipe in the trash is, for every reader but the trash, deleted. */
export const liveRecipes = (db: Db) => db.selectFrom("recipes").where("deleted_at", "is", null);

/** Who reads: a visitor sees published recipes only, the administrator concepts too. */
export interface Readers {
  concepts: boolean;
}

/** The recipes a reader sees: a concept is, for every visitor, not there at all. */
export const shownRecipes = (db: Db, readers: Readers) => {
  const live = liveRecipes(db);
  const published: RecipeStatus = "published";
  return readers.concepts ? live : live.where("status", "=", published);
};

/** All recipes, oldest first, so the bundled collection keeps its order. */
export async function listRecipes(db: Db, readers: Readers = { concepts: true }): Promise<Recipe[]> {
  const rows = await shownRecipes(db, readers).selectAll().orderBy("created_at").orderBy("id").execute();
  return rows.map(toRecipe);
}

export async function findRecipeById(
  db: Db,
  id: string,
  readers: Readers = { concepts: true },
): Promise<Recipe | undefined> {
  const row = await shownRecipes(db, readers).selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRecipe(row) : undefined;
}

export async function insertRecipe(db: Db, data: RecipeWrite, now = new Date()): Promise<Recipe> {
  const stamp = now.toISOString();
  const full = withDefaults(data);
  const row = {
    id: newId(),
    ...toColumns(full),
    ...analysisColumns(full.ingredients, full.servings),
    created_at: stamp,
    updated_at: stamp,
  };
  await db.insertInto("recipes").values(row).execute();
  return toRecipe({ deleted_at: null, ...row } as RecipeRow);
}

/**
 * Replaces every field of the recipe, keeping what it was as a version (history.ts); undefined
 * when no such recipe exists.
 */
export async function updateRecipe(db: Db, id: string, data: RecipeWrite, now = new Date()) {
  const before = await findRecipeById(db, id);
  if (!before) return undefined;
  // Per portion needs the portions: a write that leaves them out keeps the stored number.
  const servings = data.servings ?? before.servings;
  await keepVersion(db, before, now);
  const result = await db
    .updateTable("recipes")
    .set({
      ...toColumns(data),
      ...analysisColumns(data.ingredients, servings),
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return findRecipeById(db, id);
}

/** Publishes a concept (or makes a recipe one again) without a new version: its content stays. */
export async function setRecipeStatus(db: Db, id: string, status: RecipeStatus) {
  const result = await liveRecipes(db).select("id").where("id", "=", id).executeTakeFirst();
  if (!result) return undefined;
  await db.updateTable("recipes").set({ status }).where("id", "=", id).execute();
  return findRecipeById(db, id);
}

export async function countRecipes(db: Db): Promise<number> {
  const { count } = await liveRecipes(db)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

import type { Recipe, RecipeWrite } from "@repo/domain";
import { LIMITS } from "@repo/domain";

import type { Db } from "./client";
import type { NewRecipeRow, RecipeRow } from "./schema";
import { newId } from "./ids";

function parseList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
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
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

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
    // Left out, the column keeps its value: the database default on insert, the old one on update.
    ...(data.servings === undefined ? {} : { servings: data.servings }),
  };
}

/** The recipes everyone sees: a recipe in the trash is, for every reader but the trash, deleted. */
export const liveRecipes = (db: Db) => db.selectFrom("recipes").where("deleted_at", "is", null);

/** All recipes, oldest first, so the bundled collection keeps its order. */
export async function listRecipes(db: Db): Promise<Recipe[]> {
  const rows = await liveRecipes(db).selectAll().orderBy("created_at").orderBy("id").execute();
  return rows.map(toRecipe);
}

export async function findRecipeById(db: Db, id: string): Promise<Recipe | undefined> {
  const row = await liveRecipes(db).selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRecipe(row) : undefined;
}

export async function insertRecipe(db: Db, data: RecipeWrite, now = new Date()): Promise<Recipe> {
  const stamp = now.toISOString();
  const row: NewRecipeRow = { id: newId(), ...toColumns(data), created_at: stamp, updated_at: stamp };
  await db.insertInto("recipes").values(row).execute();
  return toRecipe({ servings: LIMITS.servingsDefault, deleted_at: null, ...row } as RecipeRow);
}

/** Replaces every field of the recipe; undefined when no such recipe exists. */
export async function updateRecipe(db: Db, id: string, data: RecipeWrite, now = new Date()) {
  const result = await db
    .updateTable("recipes")
    .set({ ...toColumns(data), updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return findRecipeById(db, id);
}

export async function countRecipes(db: Db): Promise<number> {
  const { count } = await liveRecipes(db)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

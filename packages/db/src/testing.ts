import type { RecipeInput } from "@repo/schema";
import { RecipeInputSchema } from "@repo/schema";

import type { Db } from "./client";
import { createDb } from "./client";
import { migrateToLatest } from "./migrate";

/** A new in-memory database at the latest schema; every test file gets its own. */
export async function createTestDb(): Promise<Db> {
  const db = createDb(":memory:");
  await migrateToLatest(db);
  return db;
}

/** A valid recipe input; override what a test cares about. */
export function recipeInput(overrides: Partial<RecipeInput> = {}): RecipeInput {
  return {
    name: "Omelet met spinazie",
    chapter: "Ontbijt",
    proteinType: "Ei",
    preparationMethod: "Pan",
    ingredients: ["2 stuks eieren", "100 g spinazie", "1 tl olijfolie"],
    instructions: "Klop de eieren los.\nBak de spinazie kort.\nGiet de eieren erover en laat stollen.",
    prepTime: 10,
    calories: 250,
    icons: ["egg", "vegetable", "hot"],
    ...overrides,
  };
}

/** The same input after validation, as the query modules take it. */
export function recipeData(overrides: Partial<RecipeInput> = {}) {
  return RecipeInputSchema.parse(recipeInput(overrides));
}

export { createDb, type Db } from "./client";
export { migrateToLatest } from "./migrate";
export * from "./recipes";
export * from "./settings";
export * from "./users";
export * from "./uploads";
export { seedDatabase, SEED_RECIPES, type SeedRecipe } from "./seed";
export type { Database } from "./schema";

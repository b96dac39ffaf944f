export {
  createDb,
  createPostgresDb,
  DEFAULT_DATABASE_TIMEOUT_MS,
  isPostgres,
  openDb,
  type Db,
  type PostgresOptions,
} from "./client";
export { migrateToLatest } from "./migrate";
export { faultOf, type Fault } from "./faults";
export * from "./recipes";
export * from "./trash";
export * from "./history";
export * from "./collection";
export * from "./settings";
export * from "./users";
export * from "./uploads";
export * from "./content";
export * from "./login-failures";
export * from "./idempotency";
export { seedDatabase, SEED_RECIPES, type SeedRecipe } from "./seed";
export type { Database } from "./schema";
export * from "./vitals";
export * from "./samen";

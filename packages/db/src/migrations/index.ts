import type { Migration } from "kysely";

import * as createTables from "./2026_11_22_00_00_00_create_tables";
import * as sharedState from "./2026_11_22_01_00_00_shared_state";
import * as loginAttempts from "./2026_11_22_02_00_00_login_attempts";
import * as recipeServings from "./2026_11_22_03_00_00_recipe_servings";
import * as healthCheck from "./2026_11_22_04_00_00_health_check";
import * as idempotencyKeys from "./2026_11_25_10_00_00_idempotency_keys";
import * as recipeTrash from "./2026_11_25_20_00_00_recipe_trash";
import * as recipeDetails from "./2026_11_25_21_00_00_recipe_details";
import * as recipeAnalysis from "./2026_11_25_22_00_00_recipe_analysis";
import * as vitalCounts from "./2026_11_25_23_00_00_vital_counts";
import * as stagedImages from "./2026_11_28_10_00_00_staged_images";
import * as vitalClients from "./2026_11_28_10_00_00_vital_clients";
import * as samenHouseholds from "./2026_11_28_21_10_00_samen_households";
import * as recipeHistory from "./2026_11_28_21_hc_00_recipe_history";

/** Every migration, by name. The server bundle has no folder to scan, so they are listed here. */
export const migrations: Record<string, Migration> = {
  "2026_11_22_00_00_00_create_tables": createTables,
  "2026_11_22_01_00_00_shared_state": sharedState,
  "2026_11_22_02_00_00_login_attempts": loginAttempts,
  "2026_11_22_03_00_00_recipe_servings": recipeServings,
  "2026_11_22_04_00_00_health_check": healthCheck,
  "2026_11_25_10_00_00_idempotency_keys": idempotencyKeys,
  "2026_11_25_20_00_00_recipe_trash": recipeTrash,
  "2026_11_25_21_00_00_recipe_details": recipeDetails,
  "2026_11_25_22_00_00_recipe_analysis": recipeAnalysis,
  "2026_11_25_23_00_00_vital_counts": vitalCounts,
  "2026_11_28_10_00_00_vital_clients": vitalClients,
  "2026_11_28_10_00_00_staged_images": stagedImages,
  "2026_11_28_21_hc_00_recipe_history": recipeHistory,
  "2026_11_28_21_10_00_samen_households": samenHouseholds,
};

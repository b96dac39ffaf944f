import type { Migration } from "kysely";

import * as createTables from "./2026_11_22_00_00_00_create_tables";

/** Every migration, by name. The server bundle has no folder to scan, so they are listed here. */
export const migrations: Record<string, Migration> = {
  "2026_11_22_00_00_00_create_tables": createTables,
};

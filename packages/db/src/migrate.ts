import type { Kysely } from "kysely";
import { Migrator } from "kysely";

import type { Database } from "./schema";
import { refreshAnalyses } from "./analysis";
import { bumpContentVersion } from "./content";
import { migrations } from "./migrations";

/**
 * Brings the database to the latest schema, then works out the nutrition and labels of recipes
 * stored under older rules; throws naming the failing migration and why, with the driver's error
 * as its cause.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error !== undefined || failed) {
    const why = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${why}`, { cause: error });
  }
  if ((await refreshAnalyses(db)) > 0) await bumpContentVersion(db);
}

import path from "node:path";

import type { Db } from "@repo/db";
import { migrateToLatest, openDb } from "@repo/db";

import type { Env } from "../env";
import { debugRequested, readEnv } from "../env";
import { checkDataDir, exitWithFailure, step, stepSync } from "../ops/startup";

/** The database the server uses, for the same settings, migrated to the latest schema. */
export async function openMigratedDb(env: Env): Promise<{ db: Db; where: string }> {
  const sqliteFile = path.join(env.DATA_DIR, "receptenboek.db");
  const where = env.DATABASE_URL ? "the PostgreSQL database at DATABASE_URL" : sqliteFile;
  if (!env.DATABASE_URL) checkDataDir(env.DATA_DIR);
  const fix = env.DATABASE_URL
    ? "check DATABASE_URL and that PostgreSQL is running and reachable."
    : "check that DATA_DIR is writable and the file is a Receptenboek database.";
  const db = stepSync(`Opening ${where}`, fix, () => openDb({ databaseUrl: env.DATABASE_URL, sqliteFile }));
  await step(`Migrating ${where}`, fix, () => migrateToLatest(db));
  return { db, where };
}

/**
 * Runs a command line tool with the server's settings (same DATA_DIR, same DATABASE_URL);
 * a failure is one sentence on stderr and exit code 1.
 */
export async function runCommand(main: (env: Env) => Promise<void>): Promise<void> {
  try {
    await main(readEnv());
  } catch (error) {
    exitWithFailure(error, debugRequested());
  }
}

import { sql } from "kysely";
import { afterEach, beforeEach } from "vitest";

import type { RecipeInput } from "@repo/schema";
import { RecipeInputSchema } from "@repo/schema";

import type { Db } from "./client";
import { createDb, createPostgresDb } from "./client";
import { migrateToLatest } from "./migrate";

let counter = 0;

/**
 * A new, empty database at the latest schema; every test gets its own. In-memory SQLite, or,
 * when TEST_DATABASE_URL names a PostgreSQL server (scripts/with-postgres.mjs), a new database there.
 */
export async function createTestDb(): Promise<Db> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = createDb(":memory:");
    await migrateToLatest(db);
    return db;
  }
  const db = createPostgresDb(await createTestDatabaseUrl(serverUrl), { maxConnections: 5 });
  await migrateToLatest(db);
  return db;
}

/**
 * Gives every test of the surrounding describe its own new database (createTestDb) as `ctx.db`,
 * destroyed after the test. A test may destroy it earlier itself: destroying twice is harmless.
 */
export function useTestDb(): { readonly db: Db } {
  let current: Db | undefined;
  beforeEach(async () => {
    current = await createTestDb();
  });
  afterEach(async () => {
    await current?.destroy();
    current = undefined;
  });
  return {
    get db() {
      if (!current) throw new Error("The test database exists only while a test runs.");
      return current;
    },
  };
}

/** A new, empty PostgreSQL database on the test server; its URL, for server processes. */
export async function createTestDatabaseUrl(serverUrl: string): Promise<string> {
  const name = `test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = createPostgresDb(serverUrl, { maxConnections: 1 });
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
  await admin.destroy();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** True when the tests run against PostgreSQL. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

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

import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";

import type { Database } from "./schema";

export type Db = Kysely<Database>;

/**
 * Opens the SQLite database at `filename` (':memory:' for tests).
 * WAL with synchronous=FULL: an acknowledged save survives a power cut.
 */
export function createDb(filename: string): Db {
  const sqlite = new SQLite(filename);
  if (filename !== ":memory:") sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

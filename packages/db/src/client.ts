import SQLite from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";

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

// COUNT(*) and bigint columns arrive as strings by default; every value here fits a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A pooled PostgreSQL connection, for several app instances sharing one database. */
export function createPostgresDb(connectionString: string, maxConnections = 10): Db {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** PostgreSQL when a postgres:// URL is given, else the SQLite file. */
export function openDb(opts: { databaseUrl?: string; sqliteFile: string }): Db {
  return opts.databaseUrl ? createPostgresDb(opts.databaseUrl) : createDb(opts.sqliteFile);
}

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

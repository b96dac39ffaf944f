import type { PostgresPool, PostgresPoolClient } from "kysely";
import SQLite from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";

import type { Database } from "./schema";
import { faultOf } from "./faults";

export type Db = Kysely<Database>;

/** Runs `fn` inside the caller's transaction when there is one, else in a transaction of its own. */
export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

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
  return new Kysely<Database>({ dialect: new SqliteKeepingErrors(sqlite) });
}

/**
 * SQLite ends a transaction by itself on some errors (SQLITE_FULL on a full disk, SQLITE_IOERR):
 * Kysely's ROLLBACK then fails with "no transaction is active", and that error would replace the
 * one that says why. Rolling back only an open transaction keeps the reason.
 */
class SqliteKeepingErrors extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver() {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.sqlite.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

// COUNT(*) and bigint columns arrive as strings by default; every value here fits a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** How long a connection or a query may take before it counts as a database outage. */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5_000;

export interface PostgresOptions {
  maxConnections?: number;
  /** Connect and query timeout; a stalled server becomes an error within it. */
  timeoutMs?: number;
  /** Told when an idle pooled connection breaks (a database restart); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

/**
 * pg keeps a client whose query timed out, with that query (or a ROLLBACK queued behind it) still
 * owed by the server: handed out again, it would hang, or run the next request inside the old
 * transaction once the server answers. Such a client is released as broken, so the pool drops it.
 * A checked-out client has no listener of the pool's: the server ending its connection between two
 * statements of a transaction (a restart) would be an uncaught exception without this one.
 */
function dropBrokenClients(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      let broken: Error | undefined;
      const onError = (error: Error) => (broken = error);
      client.on("error", onError);
      const query = (...args: Parameters<PostgresPoolClient["query"]>) => {
        const result = (client.query as (...a: unknown[]) => unknown)(...args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            if (faultOf(error) === "database") broken = error as Error;
          });
        }
        return result;
      };
      const release = () => {
        client.off("error", onError);
        client.release(broken);
      };
      return { query, release } as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

/** A pooled PostgreSQL connection, for several app instances sharing one database. */
export function createPostgresDb(connectionString: string, opts: PostgresOptions = {}): Db {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString,
    max: opts.maxConnections ?? 10,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    keepAlive: true,
  });
  // Without a listener, an idle client's error (the server restarting) is an uncaught exception
  // that ends the process. The pool has already dropped that client; the next query reconnects.
  pool.on("error", (error) => opts.onIdleError?.(error));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: dropBrokenClients(pool) }) });
}

/** PostgreSQL when a postgres:// URL is given, else the SQLite file. */
export function openDb(opts: { databaseUrl?: string; sqliteFile: string } & PostgresOptions): Db {
  const { databaseUrl, sqliteFile, ...postgres } = opts;
  return databaseUrl ? createPostgresDb(databaseUrl, postgres) : createDb(sqliteFile);
}

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

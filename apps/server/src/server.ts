import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";

import { openDb } from "@repo/db";

import type { Env } from "./env";
import { buildApp } from "./app";
import { backup, lastBackupTime } from "./backup";
import { ensureAdmin, ensureDataDir, loadSessionSecret, prepareDatabase } from "./bootstrap";
import { debugRequested, readEnv } from "./env";
import { createS3Storage } from "./objects/s3-storage";
import { createLocalStorage } from "./objects/storage";
import { boundHeapGrowth } from "./ops/heap-growth";
import { loggerOptions } from "./ops/logger";
import { closeOnSignals } from "./ops/shutdown";
import {
  checkDatabaseFiles,
  checkDataDir,
  checkFreeSpace,
  checkPortFree,
  exitWithFailure,
  explainListenError,
  step,
  stepSync,
} from "./ops/startup";
import { keepTickShape } from "./ops/tick-shape";

async function start(env: Env) {
  boundHeapGrowth();
  await keepTickShape();
  // Everything written under DATA_DIR (database, WAL, backups, images, session secret) is the
  // server's alone: files 0600, folders 0700, and older ones made so at start.
  process.umask(0o077);
  // Everything that can be checked is, before the database is touched or a password made.
  await checkPortFree(env.HOST, env.PORT);
  checkDataDir(env.DATA_DIR);
  checkFreeSpace(env.DATA_DIR);

  const webDist = existsSync(path.join(env.WEB_DIST, "index.html")) ? env.WEB_DIST : undefined;
  if (!webDist) console.warn(`No web build at ${env.WEB_DIST}: serving the API only (run pnpm build).`);

  ensureDataDir(env.DATA_DIR);
  const sqliteFile = path.join(env.DATA_DIR, "receptenboek.db");
  if (!env.DATABASE_URL) checkDatabaseFiles(sqliteFile);
  const where = env.DATABASE_URL ? "the PostgreSQL database at DATABASE_URL" : `the database ${sqliteFile}`;
  const fix = env.DATABASE_URL
    ? "check DATABASE_URL and that PostgreSQL is running and reachable."
    : "check that DATA_DIR is writable and the file is a Receptenboek database.";
  // Until the app's logger exists, a broken idle connection goes to stderr.
  const idle = {
    log: (error: Error) => console.warn(`A pooled database connection broke: ${error.message}`),
  };
  const db = stepSync(`Opening ${where}`, fix, () =>
    openDb({
      databaseUrl: env.DATABASE_URL,
      sqliteFile,
      timeoutMs: env.DATABASE_TIMEOUT_SECONDS * 1000,
      onIdleError: (error) => idle.log(error),
    }),
  );
  const storage =
    env.OBJECT_STORE === "s3"
      ? createS3Storage({
          endpoint: env.S3_ENDPOINT ?? "",
          bucket: env.S3_BUCKET ?? "",
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          timeoutMs: env.S3_TIMEOUT_SECONDS * 1000,
        })
      : createLocalStorage(path.join(env.DATA_DIR, "objects"));
  const app = await buildApp({
    db,
    storage,
    sessionSecret: loadSessionSecret(env.DATA_DIR, env.SESSION_SECRET),
    publicUrl: env.PUBLIC_URL,
    webDist,
    trustProxy: env.TRUST_PROXY,
    allowedHosts: env.ALLOWED_HOSTS,
    imageHosts: env.IMAGE_HOSTS,
    importAllowPrivate: env.IMPORT_ALLOW_PRIVATE,
    logger: loggerOptions(env.LOG_LEVEL),
    login: { maxAttempts: env.LOGIN_MAX_ATTEMPTS, windowSeconds: env.LOGIN_WINDOW_SECONDS },
    vitals: { perMinute: env.VITALS_PER_MINUTE, perClientDay: env.VITALS_PER_CLIENT_DAY },
    // With PostgreSQL, other instances may write too.
    sharedCache: env.DATABASE_URL !== undefined,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
  });
  idle.log = (error) =>
    app.log.warn({ err: error }, "a pooled database connection broke; the next query reconnects");
  await step(`Migrating ${where}`, fix, () => prepareDatabase(db, app.log));
  await ensureAdmin(db, env.ADMIN_PASSWORD, app.log, { dataDir: env.DATA_DIR });

  // Daily backups of the SQLite file (PostgreSQL is backed up with pg_dump, see docs/operations.md),
  // the first one soon after start when the newest is over a day old.
  const DAY_MS = 24 * 60 * 60 * 1000;
  const runBackup = () =>
    backup(db, env.DATA_DIR, env.BACKUP_KEEP).then(
      (result) => app.log.info({ file: result.file }, "daily backup written"),
      (error: unknown) => app.log.error({ err: error }, "daily backup failed"),
    );
  const backupTimers: NodeJS.Timeout[] = [];
  if (!env.DATABASE_URL) {
    const overdue = Date.now() - (await lastBackupTime(env.DATA_DIR)) > DAY_MS;
    backupTimers.push(setTimeout(() => void runBackup(), overdue ? 60_000 : DAY_MS));
    backupTimers.push(setInterval(() => void runBackup(), DAY_MS));
    for (const timer of backupTimers) timer.unref();
  }

  app.addHook("onClose", async () => {
    for (const timer of backupTimers) clearTimeout(timer);
    // Fold the WAL back into the SQLite file before closing.
    if (!env.DATABASE_URL) await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db).catch(() => undefined);
    await db.destroy();
  });
  closeOnSignals(app);

  await app.listen({ port: env.PORT, host: env.HOST }).catch((error: unknown) => {
    throw explainListenError(error, env.HOST, env.PORT);
  });
}

try {
  await start(readEnv());
} catch (error) {
  exitWithFailure(error, debugRequested());
}

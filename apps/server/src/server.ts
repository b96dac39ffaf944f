import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { openDb } from "@repo/db";

import { sql } from "kysely";

import { buildApp } from "./app";
import { backup, lastBackupTime } from "./backup";
import { ensureAdmin, ensureDataDir, loadSessionSecret, prepareDatabase } from "./bootstrap";
import { readEnv } from "./env";
import { createS3Storage } from "./objects/s3-storage";
import { createLocalStorage } from "./objects/storage";

const env = (() => {
  try {
    return readEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

/** The web build sits beside the server app, from src/ (dev) and dist/ (built) alike. */
const builtWeb = env.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");
const webDist = existsSync(path.join(builtWeb, "index.html")) ? builtWeb : undefined;
if (!webDist) console.warn(`No web build at ${builtWeb}: serving the API only (run pnpm build).`);

// Everything written under DATA_DIR (database, WAL, backups, images, session secret) is the
// server's alone: files 0600, folders 0700, and older ones made so at start.
process.umask(0o077);
ensureDataDir(env.DATA_DIR);
const db = openDb({ databaseUrl: env.DATABASE_URL, sqliteFile: path.join(env.DATA_DIR, "receptenboek.db") });
const storage =
  env.OBJECT_STORE === "s3"
    ? createS3Storage({
        endpoint: env.S3_ENDPOINT ?? "",
        bucket: env.S3_BUCKET ?? "",
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
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
  logger: { level: env.LOG_LEVEL },
  login: { maxAttempts: env.LOGIN_MAX_ATTEMPTS, windowSeconds: env.LOGIN_WINDOW_SECONDS },
  // With PostgreSQL, other instances may write too.
  sharedCache: env.DATABASE_URL !== undefined,
});
await prepareDatabase(db, app.log);
await ensureAdmin(db, env.ADMIN_PASSWORD, app.log);

// Daily backups of the SQLite file (PostgreSQL is backed up with pg_dump, see the README),
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

let closing = false;
// While shutting down, answers end their keep-alive connection, so close() need not wait for clients.
app.addHook("onSend", async (_request, reply) => {
  if (closing) reply.header("connection", "close");
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Stop accepting, finish requests in flight, close the database; give up after 10 s.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: env.PORT, host: env.HOST });

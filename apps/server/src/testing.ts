import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach } from "vitest";

import { verifyPassword } from "@repo/api";
import { createAdmin, TEST_PASSWORD } from "@repo/api/testing";
import { ADMIN_USERNAME, findUserByUsername, migrateToLatest } from "@repo/db";
import { createTestDb } from "@repo/db/testing";

import type { App, AppOptions } from "./app";
import { buildApp } from "./app";
import { createLocalStorage } from "./objects/storage";
import { loadRenderer } from "./web/pages";

/** The web app's build: its render serves every test app given a page template. */
export const WEB_BUILD = fileURLToPath(new URL("../../web/dist", import.meta.url));

export { TEST_PASSWORD };

/** 40 characters: seals session cookies and signs upload URLs in tests. */
export const TEST_SESSION_SECRET = "test-secret-0123456789-abcdefghijklmnopq";

export interface TestAppOptions extends Partial<AppOptions> {
  /** Reuse a data directory (objects live in its objects/ folder), e.g. to restart on the same data. */
  dataDir?: string;
}

/**
 * The whole server on an in-memory database with a logged-in-able admin (TEST_PASSWORD),
 * local object storage in a fresh temp dir and no web build (with a `webDist` holding a page
 * template, the pages come from the web app's built render). Closing the app releases the
 * database and the temp dir it made; a db or dataDir passed in stays the caller's to close.
 */
export async function buildTestApp(overrides: TestAppOptions = {}) {
  const { dataDir: givenDir, db: givenDb, ...options } = overrides;
  const db = givenDb ?? (await createTestDb());
  await migrateToLatest(db);
  // Keep an admin whose password already matches, so its sessions survive a restart.
  const existing = await findUserByUsername(db, ADMIN_USERNAME);
  if (!existing || !(await verifyPassword(TEST_PASSWORD, existing.password))) await createAdmin(db);

  const dataDir = givenDir ?? (await mkdtemp(path.join(tmpdir(), "receptenboek-test-")));
  const app = await buildApp({
    db,
    storage: createLocalStorage(path.join(dataDir, "objects")),
    sessionSecret: TEST_SESSION_SECRET,
    dataDir,
    renderer: options.webDist ? await loadRenderer(WEB_BUILD) : undefined,
    ...options,
  });
  app.addHook("onClose", async () => {
    if (!givenDb) await db.destroy();
    if (!givenDir) await rm(dataDir, { recursive: true, force: true });
  });
  return { app, db, dataDir };
}

/** Files of a web build, by their path in it. */
type WebFiles = Record<string, string>;

/** The smallest page template: the server's render fills its head and root. */
const PAGE_TEMPLATE =
  '<!doctype html><html lang="nl"><head><!--app-head--></head><body><div id="root"></div></body></html>';

/**
 * A test app that serves the pages (buildTestApp with a temp `webDist` holding the smallest
 * template, or the `files` given by their path in the build); closing the app removes that
 * folder too.
 */
export async function buildPagesTestApp(overrides: TestAppOptions = {}, files: WebFiles = {}) {
  const webDist = await mkdtemp(path.join(tmpdir(), "receptenboek-web-"));
  for (const [name, text] of Object.entries({ "index.html": PAGE_TEMPLATE, ...files })) {
    await mkdir(path.dirname(path.join(webDist, name)), { recursive: true });
    await writeFile(path.join(webDist, name), text);
  }
  const built = await buildTestApp({ ...overrides, webDist });
  built.app.addHook("onClose", () => rm(webDist, { recursive: true, force: true }));
  return built;
}

/** Logs in as the admin and returns the value for a Cookie request header. */
export async function login(app: App, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: { password } });
  const cookie = response.cookies[0];
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`Login failed with ${response.statusCode}: ${response.body}`);
  }
  return `${cookie.name}=${cookie.value}`;
}

/** An S3-compatible server (s3rver, the real S3 protocol over HTTP) on a free loopback port. */
export async function startTestS3(bucket = "receptenboek") {
  const { default: S3rver } = await import("s3rver");
  const directory = await mkdtemp(path.join(tmpdir(), "receptenboek-s3-"));
  const serve = (port: number) =>
    new S3rver({
      address: "127.0.0.1",
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
  let server = serve(0);
  const { port } = (await server.run()) as { port: number };
  return {
    options: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: "us-east-1",
      // s3rver's built-in account.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    /** Stops answering (connections are refused) and keeps what it holds, until start(). */
    async stop() {
      await server.close();
    },
    async start() {
      server = serve(port);
      await server.run();
    },
    async close() {
      await server.close().catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A fresh app with the admin logged in: what most HTTP tests start from. */
export async function buildLoggedInApp(
  overrides: TestAppOptions = {},
  { pages = false, files }: { pages?: boolean; files?: WebFiles } = {},
) {
  const built = pages || files ? await buildPagesTestApp(overrides, files) : await buildTestApp(overrides);
  return { ...built, cookie: await login(built.app) };
}

type LoggedInApp = Awaited<ReturnType<typeof buildLoggedInApp>>;

/**
 * Gives every test of the surrounding describe its own logged-in app (buildLoggedInApp; with
 * `pages`, serving the web app's pages and sitemap too) as
 * `ctx.app`, `ctx.db`, `ctx.cookie` and `ctx.dataDir`. After the test, the app in `ctx.app` is
 * closed: a test that swaps in another app closes the first one itself.
 */
export function useLoggedInApp(
  overrides: TestAppOptions = {},
  options: { pages?: boolean } = {},
): LoggedInApp {
  const ctx = {} as LoggedInApp;
  beforeEach(async () => {
    Object.assign(ctx, await buildLoggedInApp(overrides, options));
  });
  afterEach(() => ctx.app.close());
  return ctx;
}

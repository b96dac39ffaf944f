import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

import { chromiumLaunchOptions } from "../../chromium.shared";

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_PASSWORD = "e2e-wachtwoord-veilig";
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "receptenboek-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
/** Set by scripts/with-postgres.mjs: the same tests against PostgreSQL. */
const databaseUrl = process.env.TEST_DATABASE_URL;
/**
 * Specs that never write through the database (beyond a test recipe made through the API, which
 * the CMS specs test on every engine): they read what every engine serves alike and test the
 * browser's side (start-up, offline, layout, the bundle, what the device keeps: the list, the
 * week, cook mode). They run on SQLite only. The PostgreSQL pass runs every other spec, those
 * whose outcome the database decides: the CMS's writes, trash and refresh (cms*, found-42-spec,
 * security), imports and backups (bulk-import, admin-tools), the password and sessions
 * (password), Samen across two instances (samen), vitals kept and shown (vitals), and the
 * server's reads (smoke, visitor, nutrition). A new spec runs on both until it is listed here.
 */
const BROWSER_ONLY = [
  "back-to-overview",
  "bundle",
  "early-input",
  "filtered-urls",
  "found-42-small",
  "hydration",
  "install",
  "keuken",
  "kitchen",
  "nutrition-claims",
  "offline",
  "offline-kept",
  "overview-find",
  "phone",
  "phone-details",
  "round-four",
  "shopping",
  "startup",
  "timer-chip",
  "weekmenu",
  "weekmenu-shopping",
  "weekmenu-style",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "./e2e",
  testIgnore: databaseUrl ? BROWSER_ONLY : [],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.REPORT_DIR
    ? [
        ["list"],
        [
          "json",
          { outputFile: path.join(process.env.REPORT_DIR, `playwright${databaseUrl ? "-pg" : ""}.json`) },
        ],
      ]
    : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "nl-NL",
    trace: "off",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    command: "node ../server/dist/server.js",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_PASSWORD,
      LOG_LEVEL: "warn",
      LOGIN_MAX_ATTEMPTS: "1000",
      // Every visit of every test comes from one address; a sampled one reports its vitals.
      VITALS_PER_MINUTE: "1000",
      VITALS_PER_CLIENT_DAY: "1000",
      // The import test serves its page from this machine.
      IMPORT_ALLOW_PRIVATE: "true",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  },
});

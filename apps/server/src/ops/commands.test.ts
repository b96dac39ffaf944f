import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { SEED_RECIPES } from "@repo/db";
import { onPostgres, recipeInput } from "@repo/db/testing";

import {
  freePort,
  login,
  REPO_ROOT,
  requireBuild,
  runCommand,
  spawnCommand,
  waitForClosed,
  waitForHealth,
} from "./testing-commands";

const PASSWORD = "commando-test-wachtwoord";

// The commands of docs/operations.md, each with the same relative DATA_DIR: a path that reaches the
// temporary folder only when resolved from the repository root, whatever folder pnpm runs in.
describe.skipIf(onPostgres)("pnpm commands share one DATA_DIR", () => {
  let dataDir: string;
  let relative: string;
  beforeAll(requireBuild);
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "receptenboek-commands-"));
    relative = path.relative(REPO_ROOT, dataDir);
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("db:migrate, start and backup all use the database under the root's DATA_DIR", async () => {
    expect(path.isAbsolute(relative)).toBe(false);
    const migrated = await runCommand("pnpm", ["db:migrate"], { DATA_DIR: relative });
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toContain(
      `Database ${path.join(dataDir, "receptenboek.db")} is at the latest schema.`,
    );

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = spawnCommand("pnpm", ["start"], {
      DATA_DIR: relative,
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_PASSWORD: PASSWORD,
    });
    try {
      await waitForHealth(url, server.output);
      const cookie = await login(url, PASSWORD);
      const created = await fetch(`${url}/api/recipes`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify(recipeInput({ name: "Gedeelde soep" })),
      });
      expect(created.status).toBe(201);
    } finally {
      server.child.kill("SIGTERM");
    }
    expect((await server.done).code).toBe(0);

    const backedUp = await runCommand("pnpm", ["backup"], { DATA_DIR: relative });
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toContain(`Backup written: ${path.join(dataDir, "backups")}`);
    const [copy] = readdirSync(path.join(dataDir, "backups")).filter((f) => f.endsWith(".db"));
    const sqlite = new SQLite(path.join(dataDir, "backups", copy ?? "missing"), { readonly: true });
    const names = sqlite.prepare("select name from recipes where name = ?").all("Gedeelde soep");
    sqlite.close();
    expect(names).toEqual([{ name: "Gedeelde soep" }]);

    // No second database appeared beside the server app or at the root.
    expect(existsSync(path.join(REPO_ROOT, "apps/server", relative))).toBe(false);
  }, 120_000);

  it("dev serves the same database on PORT, with the web dev server proxying to it", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    await runCommand("pnpm", ["db:migrate"], { DATA_DIR: relative });
    const dev = spawnCommand(
      "pnpm",
      ["dev"],
      {
        DATA_DIR: relative,
        PORT: String(port),
        HOST: "127.0.0.1",
        ADMIN_PASSWORD: PASSWORD,
        NO_COLOR: "1",
      },
      { detached: true },
    );
    try {
      await waitForHealth(url, dev.output, 60_000);
      const recipes = (await (await fetch(`${url}/api/recipes`)).json()) as unknown[];
      expect(recipes.length).toBe(SEED_RECIPES.length);
      // The admin password came through turbo: the one set here logs in.
      await login(url, PASSWORD);
      const vite = /Local:\s+(http:\/\/localhost:\d+)/.exec(dev.output());
      expect(vite?.[1]).toBeDefined();
      const proxied = await fetch(`${vite?.[1] ?? ""}/api/health`);
      expect(await proxied.json()).toMatchObject({ status: "ok", database: "ok", store: "ok" });
    } finally {
      // turbo runs the dev servers in their own processes: end the whole group.
      if (dev.child.pid) process.kill(-dev.child.pid, "SIGTERM");
      await dev.done;
      // turbo then stops its tasks in the background: wait until the port is free again.
      await waitForClosed(url);
    }
  }, 120_000);
});

describe.skipIf(onPostgres)("admin:reset-password", () => {
  let dataDir: string;
  beforeAll(requireBuild);
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "receptenboek-reset-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const reset = (password: string) =>
    runCommand(
      process.execPath,
      ["apps/server/dist/reset-password.js"],
      { DATA_DIR: dataDir },
      `${password}\n${password}\n`,
    );

  it.each([
    ["'abc' padded with nine NULs", "abc" + "\0".repeat(9), "control, format or other invisible characters"],
    ["a tab inside", "een lang\twachtwoord", "control, format or other invisible characters"],
    ["twelve spaces", " ".repeat(12), "whitespace or invisible characters only"],
    // Issue 41 item 7: invisible passwords.
    ["twelve zero-width spaces", "\u200b".repeat(12), "whitespace or invisible characters only"],
    ["a U+0085 inside", "een lang\u0085wachtwoord", "control, format or other invisible characters"],
    ["eleven characters", "elf tekens!", "at least 12 characters"],
  ])("refuses %s and stores nothing", async (_label, password, message) => {
    const refused = await reset(password);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(message);
    expect(existsSync(path.join(dataDir, "receptenboek.db"))).toBe(false);
  });

  it("sets a password that keeps the rule", async () => {
    const done = await reset("een lang en goed wachtwoord");
    expect(done.stderr).toBe("");
    expect(done.code).toBe(0);
    expect(done.stdout).toContain("The admin password in");
  });
});

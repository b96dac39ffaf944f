import { writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { createDb, migrateToLatest } from "@repo/db";

import { checkDatabaseFiles, StartupError } from "./startup";

describe("the SQLite files at start", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "receptenboek-files-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** Access as an unprivileged user sees it (the tests may run as root, who may write anything). */
  const deny = (denied: string) => (file: unknown) => {
    if (file === denied) throw Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
  };

  it("names a stale -shm the server cannot write, and how to fix it", () => {
    const db = path.join(dir, "receptenboek.db");
    for (const file of [db, `${db}-wal`, `${db}-shm`]) writeFileSync(file, "");
    expect(() => checkDatabaseFiles(db, deny(`${db}-shm`))).toThrow(
      new StartupError(
        `The database file ${db}-shm cannot be written (EACCES): give the server's user read and write access to it, or delete it while no server runs.`,
      ),
    );
    expect(() => checkDatabaseFiles(db, deny(`${db}-wal`))).toThrow(
      `The database file ${db}-wal cannot be written (EACCES): give the server's user read and write access to it.`,
    );
    expect(() => checkDatabaseFiles(db, deny("elsewhere"))).not.toThrow();
  });

  it("passes when only some of the files exist, as on a first start", () => {
    expect(() => checkDatabaseFiles(path.join(dir, "receptenboek.db"), deny("none"))).not.toThrow();
  });

  it("keeps the driver's error as the cause of a failed migration, and its reason in the message", async () => {
    const db = createDb(":memory:");
    // A table the first migration wants to create is already there.
    await db.schema.createTable("recipes").addColumn("id", "text").execute();
    const failure = (await migrateToLatest(db).catch((error: unknown) => error)) as Error;
    expect(failure.message).toBe(
      'Migration 2026_11_22_00_00_00_create_tables failed: table "recipes" already exists',
    );
    expect((failure.cause as Error).message).toBe('table "recipes" already exists');
    await db.destroy();
  });
});

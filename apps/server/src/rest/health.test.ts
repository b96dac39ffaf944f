import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { onPostgres, useTestDb } from "@repo/db/testing";

import type { App } from "../app";
import type { StorageFs } from "../objects/storage";
import type { TestAppOptions } from "../testing";
import { createLocalStorage } from "../objects/storage";
import { buildTestApp } from "../testing";

const MB = 1024 * 1024;

describe("REST /api/health", () => {
  const ctx = useTestDb();
  let app: App;
  let free: number;

  const start = async (overrides: TestAppOptions = {}) => {
    ({ app } = await buildTestApp({ db: ctx.db, freeBytes: () => free, ...overrides }));
  };

  beforeEach(() => {
    free = 10_000 * MB;
  });

  afterEach(() => app.close());

  it("GET /api/health answers ok while a write succeeds and the disk has room", async () => {
    await start();
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: "ok",
      store: "ok",
      disk: "ok",
      contentVersion: 0,
      emptyObjects: 0,
    });
    expect(response.headers["cache-control"]).toBe("no-store");
    const row = await ctx.db.selectFrom("health_check").select("checked_at").executeTakeFirstOrThrow();
    expect(Number(row.checked_at)).toBeGreaterThan(0);
  });

  it("GET /api/health answers 503 with the reason when the disk under DATA_DIR is nearly full", async () => {
    await start();
    free = 20 * MB;
    for (const url of ["/api/health", "/api/health/ready"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: "unavailable",
        reason: "low disk space: 20 MB free under DATA_DIR",
        database: "ok",
        store: "ok",
        disk: "low disk space: 20 MB free under DATA_DIR",
      });
    }
  });

  it.skipIf(onPostgres)("GET /api/health answers 503 when the database refuses writes", async () => {
    await start();
    await sql`PRAGMA query_only = ON`.execute(ctx.db);
    const response = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: "unavailable",
      reason: "database does not take writes: attempt to write a readonly database",
      database: "attempt to write a readonly database",
      store: "ok",
      disk: "ok",
    });
    // Liveness does not depend on the database: the process itself is fine.
    const live = await app.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    expect(live.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(live.headers["cache-control"]).toBe("no-store");
  });

  it("GET /api/health answers 503 when the database is gone; /live still answers", async () => {
    await start();
    await ctx.db.destroy();
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "unavailable" });
    expect(response.json<{ reason: string }>().reason).toMatch(/^database does not take writes: /);
    expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
  });

  it("GET /api/health answers 503 naming the store when the image store takes no writes", async () => {
    const mkdir: StorageFs["mkdir"] = () =>
      Promise.reject<undefined>(Object.assign(new Error("EROFS: read-only file system"), { code: "EROFS" }));
    const failing = createLocalStorage("/nonexistent-root", { ...(await import("node:fs/promises")), mkdir });
    await start({ storage: failing });
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: "unavailable",
      reason: "image store does not take writes: EROFS: read-only file system",
      database: "ok",
      store: "EROFS: read-only file system",
      disk: "ok",
    });
  });

  it("GET /api/health reports the content version and counts objects stored without bytes", async () => {
    const { app: built, dataDir } = await buildTestApp({ db: ctx.db, freeBytes: () => free });
    app = built;
    await mkdir(path.join(dataDir, "objects", "recipe-images"), { recursive: true });
    await writeFile(path.join(dataDir, "objects", "recipe-images", "lostlostlost.webp"), "");
    await writeFile(path.join(dataDir, "objects", "recipe-images", "lostlostlost-320.webp"), "");
    await writeFile(path.join(dataDir, "objects", "recipe-images", "keptkeptkept.webp"), "RIFF");
    await ctx.db.updateTable("content_version").set({ version: 41 }).execute();
    const response = await app.inject({ method: "GET", url: "/api/health" });
    // Lost images are reported, but the instance can still serve: it stays in rotation.
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok", contentVersion: 41, emptyObjects: 2 });
    // An empty object is never served as an image.
    const image = await app.inject({ method: "GET", url: "/objects/recipe-images/lostlostlost" });
    expect(image.statusCode).toBe(404);
  });
});

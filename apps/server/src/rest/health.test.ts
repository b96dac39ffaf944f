import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { Db } from "@repo/db";
import { createTestDb } from "@repo/db/testing";

import type { App } from "../app";
import { buildTestApp } from "../testing";

describe("REST /api/health", () => {
  let app: App;
  let db: Db;

  beforeEach(async () => {
    db = await createTestDb();
    ({ app } = await buildTestApp({ db }));
  });

  afterEach(async () => {
    await app.close();
    await db.destroy().catch(() => undefined);
  });

  it("GET /api/health answers ok while the database answers", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("GET /api/health answers 503 when the database is gone", async () => {
    await db.destroy();
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "unavailable" });
  });
});

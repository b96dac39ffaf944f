import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { migrateToLatest } from "@repo/db";
import { createTestDb } from "@repo/db/testing";

import type { App } from "../app";
import { ensureAdmin, GENERATED_PASSWORD_FILE } from "../bootstrap";
import { buildPagesTestApp } from "../testing";

describe("small leaks", () => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildPagesTestApp());
  });
  afterAll(async () => {
    await app.close();
  });

  it("tells no cache to keep whether someone is logged in", async () => {
    for (const url of ["/trpc/auth.check", "/api/auth/check"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("asks robots to stay out of /trpc/ as of /api/", async () => {
    const body = (await app.inject({ url: "/robots.txt" })).body;
    expect(body).toContain("Disallow: /trpc/\n");
    expect(body).toContain("Disallow: /api/\n");
  });

  it("answers /index.html with the 404 page, never the raw template", async () => {
    for (const headers of [{}, { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" }]) {
      const response = await app.inject({ url: "/index.html", headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("<!--app-head-->");
      expect(response.body).toContain("<title");
    }
  });

  it("still hands the template to the offline worker, its app shell when offline", async () => {
    for (const request of [
      { url: "/index.html?__WB_REVISION__=abc123" },
      { url: "/index.html", headers: { "sec-fetch-dest": "empty" } },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<!--app-head-->");
    }
  });
});

describe("a generated admin password", () => {
  it("goes to a 0600 file in DATA_DIR when no one is at a terminal, and never to the log", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "receptenboek-admin-"));
    const db = await createTestDb();
    const printed = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const lines: string[] = [];
    const log = { info: (_: object, msg: string) => lines.push(msg), warn: (msg: string) => lines.push(msg) };
    try {
      await migrateToLatest(db);
      await ensureAdmin(db, undefined, log, { dataDir, terminal: false, cost: { N: 1024, r: 8, p: 1 } });
      const file = path.join(dataDir, GENERATED_PASSWORD_FILE);
      const password = (await readFile(file, "utf8")).trim();
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(printed).not.toHaveBeenCalled();
      expect(lines.join("\n")).not.toContain(password);
      expect(lines.join("\n")).toContain(file);
    } finally {
      printed.mockRestore();
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

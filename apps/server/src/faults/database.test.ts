import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { Db } from "@repo/db";
import { createPostgresDb } from "@repo/db";
import { createTestDatabaseUrl, onPostgres, recipeInput } from "@repo/db/testing";
import { nlServer } from "@repo/strings";

import type { App } from "../app";
import type { PostgresCluster } from "./postgres-cluster";
import { buildTestApp, login } from "../testing";
import { startPostgresCluster } from "./postgres-cluster";

/** The database timeout these tests run with: short, so a stall costs a second, not five. */
const TIMEOUT_MS = 1_000;
/** Far above the timeout, far below a hung request: an answer later than this did not time out. */
const ANSWER_WITHIN_MS = 4 * TIMEOUT_MS;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PostgreSQL restarted, stopped and frozen under a running app. These tests have a PostgreSQL of
 * their own, so the shared test server is never disturbed; each test gets a new database in it.
 */
describe.skipIf(!onPostgres)("the app while PostgreSQL restarts, stops or stalls", () => {
  let cluster: PostgresCluster;
  let db: Db;
  let app: App;
  let cookie: string;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
  });
  afterAll(() => cluster.destroy());

  beforeEach(async () => {
    db = createPostgresDb(await createTestDatabaseUrl(cluster.url), { timeoutMs: TIMEOUT_MS });
    ({ app } = await buildTestApp({ db, sharedCache: true }));
    cookie = await login(app);
  });

  afterEach(async () => {
    // A test that failed halfway may have left the server stopped or frozen.
    cluster.thaw();
    await cluster.start().catch(() => undefined);
    await app.close();
    await db.destroy();
  });

  const create = (name: string) =>
    app.inject({ method: "POST", url: "/api/recipes", headers: { cookie }, payload: recipeInput({ name }) });

  async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
    const started = performance.now();
    const result = await run();
    return [result, performance.now() - started];
  }

  it("survives a restart under load: no lost write, no 500, the same app serves afterwards", async () => {
    const acknowledged: string[] = [];
    const statuses = new Set<number>();
    let running = true;
    const writer = (async () => {
      for (let i = 0; running; i++) {
        const response = await create(`Onder last ${i}`);
        statuses.add(response.statusCode);
        if (response.statusCode === 201) acknowledged.push(response.json<{ id: string }>().id);
      }
    })();
    const reader = (async () => {
      while (running) statuses.add((await app.inject({ method: "GET", url: "/api/recipes" })).statusCode);
    })();
    await sleep(200);
    await cluster.restart();
    let after = await create("Na de herstart");
    for (let tries = 0; after.statusCode !== 201 && tries < 20; tries++) {
      await sleep(100);
      after = await create("Na de herstart");
    }
    running = false;
    await Promise.all([writer, reader]);

    expect(after.statusCode).toBe(201);
    expect([...statuses].filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    const stored = await db.selectFrom("recipes").select("id").execute();
    const ids = new Set(stored.map((row) => row.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
  });

  it("serves cached pages through a 10 s stop, answers writes 503 in Dutch, and recovers by itself", async () => {
    const { id } = (await create("Voor de stop")).json<{ id: string }>();
    const other = (await create("Niet in de cache")).json<{ id: string }>().id;
    const list = await app.inject({ method: "GET", url: "/api/recipes" });
    const one = await app.inject({ method: "GET", url: `/api/recipes/${id}` });
    const etag = list.headers.etag;

    await cluster.stop();
    const stoppedUntil = Date.now() + 10_000;
    while (Date.now() < stoppedUntil) {
      const cached = await app.inject({ method: "GET", url: "/api/recipes" });
      expect(cached.statusCode).toBe(200);
      expect(cached.headers.etag).toBe(etag);
      expect(cached.body).toBe(list.body);
      const revalidated = await app.inject({
        method: "GET",
        url: "/api/recipes",
        headers: { "if-none-match": String(etag) },
      });
      expect(revalidated.statusCode).toBe(304);
      expect((await app.inject({ method: "GET", url: `/api/recipes/${id}` })).body).toBe(one.body);

      for (const response of [
        await create("Tijdens de stop"),
        await app.inject({ method: "GET", url: `/api/recipes/${other}` }),
      ]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toBe("5");
        expect(response.json()).toEqual({ message: nlServer.unavailable.database });
      }
      const trpc = await app.inject({
        method: "POST",
        url: "/trpc/recipes.create",
        headers: { cookie },
        payload: recipeInput(),
      });
      expect(trpc.statusCode).toBe(503);
      expect(trpc.headers["retry-after"]).toBe("5");
      expect(trpc.json<{ error: { message: string } }>().error.message).toBe(nlServer.unavailable.database);

      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: "unavailable", store: "ok", contentVersion: null });
      expect(health.json<{ database: string }>().database).not.toBe("ok");
      await sleep(500);
    }
    await cluster.start();

    const created = await create("Na de stop");
    expect(created.statusCode).toBe(201);
    const names = (await app.inject({ method: "GET", url: "/api/recipes" })).json<{ name: string }[]>();
    expect(names.map((r) => r.name)).toEqual(["Voor de stop", "Niet in de cache", "Na de stop"]);
    expect((await app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({
      status: "ok",
      database: "ok",
    });
  }, 30_000);

  it("answers within the timeout while PostgreSQL is frozen (SIGSTOP), and recovers on SIGCONT", async () => {
    await create("Voor de stilstand");
    const list = await app.inject({ method: "GET", url: "/api/recipes" });

    cluster.freeze();
    try {
      const [write, writeMs] = await timed(() => create("Tijdens de stilstand"));
      expect(write.statusCode).toBe(503);
      expect(write.json()).toEqual({ message: nlServer.unavailable.database });
      expect(writeMs).toBeLessThan(ANSWER_WITHIN_MS);

      const [health, healthMs] = await timed(() => app.inject({ method: "GET", url: "/api/health" }));
      expect(health.statusCode).toBe(503);
      expect(health.json<{ database: string }>().database).not.toBe("ok");
      expect(healthMs).toBeLessThan(ANSWER_WITHIN_MS);

      const [cached, cachedMs] = await timed(() => app.inject({ method: "GET", url: "/api/recipes" }));
      expect(cached.statusCode).toBe(200);
      expect(cached.body).toBe(list.body);
      expect(cachedMs).toBeLessThan(ANSWER_WITHIN_MS);
    } finally {
      cluster.thaw();
    }
    let after = await create("Na de stilstand");
    for (let tries = 0; after.statusCode !== 201 && tries < 20; tries++) {
      await sleep(100);
      after = await create("Na de stilstand");
    }
    expect(after.statusCode).toBe(201);
    const names = (await app.inject({ method: "GET", url: "/api/recipes" })).json<{ name: string }[]>();
    expect(names.map((r) => r.name)).toEqual(["Voor de stilstand", "Na de stilstand"]);
  }, 30_000);
});

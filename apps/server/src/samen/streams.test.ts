import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";

import { createPostgresDb, migrateToLatest } from "@repo/db";
import { createTestDatabaseUrl, onPostgres } from "@repo/db/testing";

import type { App } from "../app";
import { buildTestApp } from "../testing";
import { cipher, readEvents, samenClient } from "./testing";

const opened: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

async function listening(app: App): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const stream = (base: string, id: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/samen/${id}/events`, { headers });

describe("shared households: the stream of new numbers", () => {
  it("sends the current number, then each append's; reconnecting with Last-Event-ID sends only what is newer", async () => {
    const { app } = await buildTestApp();
    opened.push(app);
    const base = await listening(app);
    const device = samenClient(app);
    const id = await device.household();
    await device.append(id, cipher(10));

    const first = await stream(base, id);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(first.headers.get("set-cookie")).toBeNull();
    const events = readEvents(first, (text) => text.includes("data: 2\n"));
    await device.append(id, cipher(10));
    expect(await events).toBe("retry: 2000\n\nid: 1\nevent: seq\ndata: 1\n\nid: 2\nevent: seq\ndata: 2\n\n");

    // Up to date: nothing at once. Behind: the current number at once.
    const current = await stream(base, id, { "last-event-id": "2" });
    const quiet = readEvents(current, (text) => text.includes("data: 3\n"));
    await device.append(id, cipher(10));
    expect(await quiet).toBe("retry: 2000\n\nid: 3\nevent: seq\ndata: 3\n\n");
    const behind = await stream(base, id, { "last-event-id": "1" });
    expect(await readEvents(behind, (text) => text.includes("data: 3\n"))).toContain("id: 3\n");
  });

  it("tells open streams when the household is removed, and refuses a stream of an unknown one", async () => {
    const { app } = await buildTestApp();
    opened.push(app);
    const base = await listening(app);
    const device = samenClient(app);
    const id = await device.household();
    const open = await stream(base, id);
    const events = readEvents(open, (text) => text.includes("event: gone"));
    await device.remove(id);
    expect(await events).toContain("event: gone\n");
    const unknown = await stream(base, id);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/bestaat niet/);
  });

  it("refuses more open streams from one client than its limit (429), and takes one again once closed", async () => {
    const { app } = await buildTestApp({ samen: { limits: { streamsPerClient: 2 } } });
    opened.push(app);
    const base = await listening(app);
    const id = await samenClient(app).household();
    const first = new AbortController();
    for (const signal of [first.signal, new AbortController().signal]) {
      const response = await fetch(`${base}/api/samen/${id}/events`, { signal });
      expect(response.status).toBe(200);
    }
    const refused = await stream(base, id);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Er staan al te veel verbindingen open vanaf dit apparaat.",
    );
    first.abort();
    await expect.poll(async () => (await stream(base, id)).status).toBe(200);
  });
});

describe.runIf(onPostgres)("shared households: two instances on one PostgreSQL", () => {
  it("an append on one instance reaches a stream open on the other (LISTEN/NOTIFY)", async () => {
    const url = await createTestDatabaseUrl(process.env.TEST_DATABASE_URL ?? "");
    const instance = async () => {
      const db = createPostgresDb(url, { maxConnections: 3 });
      opened.push({ close: () => db.destroy() });
      await migrateToLatest(db);
      const { app } = await buildTestApp({ db, databaseUrl: url });
      opened.push(app);
      return app;
    };
    const one = await instance();
    const two = await instance();
    const base = await listening(two);
    const id = await samenClient(one).household();

    const response = await stream(base, id);
    const events = readEvents(response, (text) => text.includes("data: 1\n"));
    const first = await samenClient(one).append(id, cipher(10));
    expect(first.json()).toEqual({ seq: 1 });
    expect(await events).toContain("id: 1\nevent: seq\ndata: 1\n");
  });
});

import { createCipheriv, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";

import { createDb, migrateToLatest } from "@repo/db";
import { onPostgres } from "@repo/db/testing";

import { buildTestApp, useLoggedInApp } from "../testing";
import { cipher, samenClient } from "./testing";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("shared households: the log", () => {
  const ctx = useLoggedInApp();

  it("makes a household with a 144-bit id and no cookie, and reads back what was appended", async () => {
    const device = samenClient(ctx.app);
    const created = await device.create();
    expect(created.statusCode).toBe(201);
    expect(created.headers["set-cookie"]).toBeUndefined();
    const { id } = created.json<{ id: string }>();
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);

    expect((await device.append(id, cipher(10, "B"))).json()).toEqual({ seq: 1 });
    expect((await device.append(id, cipher(10, "C"))).json()).toEqual({ seq: 2 });
    const read = await device.read(id, 1);
    expect(read.statusCode).toBe(200);
    expect(read.headers["set-cookie"]).toBeUndefined();
    expect(read.json()).toEqual({ seq: 2, snapshot: null, updates: [{ seq: 2, data: cipher(10, "C") }] });
  });

  it("numbers 20 concurrent appends 1 to 20, without gaps or losses", async () => {
    const device = samenClient(ctx.app);
    const id = await device.household();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => device.append(id, cipher(8, String.fromCharCode(65 + i)))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const seqs = answers.map((a) => a.json<{ seq: number }>().seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const read = (await device.read(id)).json<{ updates: { seq: number; data: string }[] }>();
    expect(read.updates.map((u) => u.seq)).toEqual(seqs);
    expect(new Set(read.updates.map((u) => u.data)).size).toBe(20);
  });

  it("a snapshot replaces the log up to its number; a later reader gets it first", async () => {
    const device = samenClient(ctx.app);
    const id = await device.household();
    for (const fill of ["B", "C", "D", "E", "F"]) await device.append(id, cipher(100, fill));
    expect((await device.snapshot(id, 3, cipher(50, "S"))).json()).toEqual({ snapshotSeq: 3 });

    expect((await device.read(id, 0)).json()).toEqual({
      seq: 5,
      snapshot: { seq: 3, data: cipher(50, "S") },
      updates: [
        { seq: 4, data: cipher(100, "E") },
        { seq: 5, data: cipher(100, "F") },
      ],
    });
    // A device already past the snapshot reads only what is new to it.
    expect((await device.read(id, 4)).json()).toEqual({
      seq: 5,
      snapshot: null,
      updates: [{ seq: 5, data: cipher(100, "F") }],
    });
    const kept = await ctx.db.selectFrom("samen_updates").select("seq").where("household", "=", id).execute();
    expect(kept.map((row) => row.seq).sort()).toEqual([4, 5]);
    const household = await ctx.db
      .selectFrom("samen_households")
      .select("bytes")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(household?.bytes).toBe(250);

    const past = await device.snapshot(id, 9, cipher(50, "S"));
    expect(past.statusCode).toBe(409);
    expect(past.json<{ message: string }>().message).toMatch(/past niet/);
    expect((await device.snapshot(id, 2, cipher(50, "T"))).statusCode).toBe(409);
    expect((await device.read(id, 0)).json<{ snapshot: { data: string } }>().snapshot.data).toBe(
      cipher(50, "S"),
    );
  });

  it("deleting a household (a new link) makes the old id answer 404", async () => {
    const device = samenClient(ctx.app);
    const id = await device.household();
    await device.append(id, cipher(10));
    expect((await device.remove(id)).statusCode).toBe(204);
    for (const response of [
      await device.read(id),
      await device.append(id, cipher(10)),
      await device.remove(id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toMatch(/bestaat niet/);
    }
    expect(await ctx.db.selectFrom("samen_updates").selectAll().execute()).toEqual([]);
  });

  it("answers 404 for an id of the wrong shape and 400 for a body that is not ciphertext", async () => {
    const device = samenClient(ctx.app);
    expect((await device.read("../../etc")).statusCode).toBe(404);
    const id = await device.household();
    const bad = await device.append(id, "<script>");
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe("Dit verzoek klopt niet.");
    expect((await device.read(id, -1)).statusCode).toBe(400);
    expect((await device.read(id)).json()).toEqual({ seq: 0, snapshot: null, updates: [] });
  });
});

describe("shared households: expiry", () => {
  let clock = Date.parse("2026-01-01T00:00:00Z");
  const ctx = useLoggedInApp({ samen: { now: () => clock, sweepEveryMs: 20 } });

  it("removes a household untouched for 180 days, and keeps one that was used", async () => {
    const device = samenClient(ctx.app);
    const idle = await device.household();
    const used = await device.household();
    await device.append(idle, cipher(10));
    clock += 100 * DAY_MS;
    await device.append(used, cipher(10));
    clock += 81 * DAY_MS;
    // Reading touches a household too, so the sweep is watched in the table.
    const held = () => ctx.db.selectFrom("samen_households").select("id").execute();
    await vi.waitFor(async () => expect(await held()).toEqual([{ id: used }]));
    expect((await device.read(idle)).statusCode).toBe(404);
    expect((await device.read(used)).statusCode).toBe(200);
    expect(await ctx.db.selectFrom("samen_updates").select("household").execute()).toEqual([
      { household: used },
    ]);
  });
});

/** AES-256-GCM with a fresh nonce, as base64url: what a device sends (the server never sees the key). */
function seal(key: Buffer, plain: Uint8Array): string {
  const nonce = randomBytes(12);
  const aes = createCipheriv("aes-256-gcm", key, nonce);
  const sealed = Buffer.concat([aes.update(plain), aes.final(), aes.getAuthTag()]);
  return Buffer.concat([Buffer.from([1]), nonce, sealed]).toString("base64url");
}

describe("shared households: no plaintext on the server", () => {
  it("stores updates and a snapshot whose plaintext holds a unique word; the word is nowhere in the database", async () => {
    const dir = await import("node:fs/promises").then((fs) =>
      fs.mkdtemp(path.join(process.env.TMPDIR ?? "/tmp", "samen-")),
    );
    const file = path.join(dir, "samen.db");
    const db = process.env.TEST_DATABASE_URL ? undefined : createDb(file);
    if (db) await migrateToLatest(db);
    const { app, db: used } = await buildTestApp(db ? { db } : {});
    try {
      const device = samenClient(app);
      const id = await device.household();
      const key = randomBytes(32);
      const word = `Kwartelbonensoep${Date.now().toString(36)}`;
      const plain = (text: string) =>
        new TextEncoder().encode(JSON.stringify({ items: [`300 g ${word}`, text] }));
      for (const extra of ["prei", "ui", "bouillon"]) {
        expect((await device.append(id, seal(key, plain(extra)))).statusCode).toBe(201);
      }
      expect((await device.snapshot(id, 2, seal(key, plain("alles")))).statusCode).toBe(200);

      const tables = (await used.introspection.getTables()).map((table) => table.name);
      expect(tables).toEqual(expect.arrayContaining(["samen_households", "samen_updates"]));
      for (const table of tables) {
        const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(used);
        expect(JSON.stringify(rows.rows), table).not.toContain(word);
      }
      if (!onPostgres) {
        await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(used);
        const bytes = await readFile(file);
        expect(bytes.includes(Buffer.from("samen_updates"))).toBe(true);
        expect(bytes.includes(Buffer.from(word))).toBe(false);
      }
    } finally {
      await app.close();
      await db?.destroy();
      await import("node:fs/promises").then((fs) => fs.rm(dir, { recursive: true, force: true }));
    }
  });
});

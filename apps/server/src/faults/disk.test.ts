import type { FileHandle } from "node:fs/promises";
import * as fsPromises from "node:fs/promises";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { countRecipes } from "@repo/db";
import { onPostgres, recipeInput, useTestDb } from "@repo/db/testing";
import { nlServer } from "@repo/strings";

import type { App } from "../app";
import type { StorageFs } from "../objects/storage";
import { createLocalStorage } from "../objects/storage";
import { buildTestApp, login, TEST_PASSWORD } from "../testing";

const enospc = () => Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });

/** Every file operation the store makes, in order, as `operation name` relative to the root. */
function spyFs(root: string, events: string[], failWrite?: (file: string) => boolean): StorageFs {
  const name = (file: unknown) => path.relative(root, String(file)).replace(/\.[0-9a-f]{12}\.tmp$/, ".tmp");
  const wrap = (handle: FileHandle, file: string): FileHandle =>
    Object.assign(Object.create(handle) as FileHandle, {
      writeFile: async (bytes: Buffer) => {
        events.push(`write ${name(file)}`);
        if (failWrite?.(file)) throw enospc();
        await handle.writeFile(bytes);
      },
      sync: async () => {
        events.push(`sync ${name(file) || "."}`);
        await handle.sync();
      },
      close: () => handle.close(),
    });
  return {
    ...fsPromises,
    open: (async (file: string, flags: string, mode?: number) =>
      wrap(await fsPromises.open(file, flags, mode), file)) as StorageFs["open"],
    rename: async (from, to) => {
      events.push(`rename ${name(from)} ${name(to)}`);
      await fsPromises.rename(from, to);
    },
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe("a local object's bytes on disk", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "receptenboek-durable-"));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("are synced before the rename, and the folder after it, before put resolves", async () => {
    const events: string[] = [];
    await createLocalStorage(root, spyFs(root, events)).put(
      "recipe-images/abcdefgh1234.webp",
      Buffer.from("x"),
    );
    events.push("acknowledged");
    expect(events).toEqual([
      "write recipe-images/abcdefgh1234.webp.tmp",
      "sync recipe-images/abcdefgh1234.webp.tmp",
      "rename recipe-images/abcdefgh1234.webp.tmp recipe-images/abcdefgh1234.webp",
      "sync recipe-images",
      "acknowledged",
    ]);
  });

  it("leave no temp file behind when the disk is full", async () => {
    const storage = createLocalStorage(
      root,
      spyFs(root, [], () => true),
    );
    await expect(storage.put("recipe-images/abcdefgh1234.webp", Buffer.from("x"))).rejects.toMatchObject({
      code: "ENOSPC",
    });
    expect(await filesUnder(root)).toEqual([]);
  });

  it("are never served when there are none: an empty file reads as missing", async () => {
    const storage = createLocalStorage(root);
    await storage.put("recipe-images/emptyempty12.webp", Buffer.alloc(0));
    expect(await storage.get("recipe-images/emptyempty12.webp")).toBeUndefined();
    expect(await storage.countEmpty?.()).toBe(1);
  });
});

describe("uploads and saves on a full or read-only disk", () => {
  const ctx = useTestDb();
  let app: App;
  let dataDir: string;
  let diskFull: boolean;

  beforeEach(async () => {
    diskFull = false;
    dataDir = await mkdtemp(path.join(tmpdir(), "receptenboek-full-"));
    const root = path.join(dataDir, "objects");
    // The 640 px variant is the one that does not fit: the others were written by then.
    const storage = createLocalStorage(
      root,
      spyFs(root, [], (file) => diskFull && file.includes("-640.webp")),
    );
    ({ app } = await buildTestApp({ db: ctx.db, dataDir, storage }));
  });
  afterEach(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function uploadPath(cookie: string) {
    const response = await app.inject({ method: "POST", url: "/api/objects/upload", headers: { cookie } });
    const url = new URL(response.json<{ uploadURL: string }>().uploadURL);
    return `${url.pathname}${url.search}`;
  }

  it("answers an upload 503 in Dutch, keeps nothing of it, and takes the same URL again later", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3b7" } })
      .png()
      .toBuffer();
    const target = await uploadPath(await login(app));
    diskFull = true;
    const put = () =>
      app.inject({ method: "PUT", url: target, payload: png, headers: { "content-type": "image/png" } });
    const refused = await put();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.json()).toEqual({ message: nlServer.unavailable.full });
    expect(nlServer.unavailable.full).toMatch(/schijf .* vol/);
    expect(await filesUnder(path.join(dataDir, "objects"))).toEqual([]);

    diskFull = false;
    const stored = await put();
    expect(stored.statusCode).toBe(200);
    expect((await filesUnder(path.join(dataDir, "objects"))).length).toBe(4);
  });

  it.skipIf(onPostgres)("answers a save 503 in Dutch when the database file cannot grow", async () => {
    const cookie = await login(app);
    // The database may not grow by a page: a real SQLITE_FULL, as on a disk with no room left.
    const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(ctx.db);
    await sql.raw(`PRAGMA max_page_count = ${rows[0]?.page_count ?? 0}`).execute(ctx.db);
    const before = await countRecipes(ctx.db);
    const big = recipeInput({ instructions: "Roer.\n".repeat(3000) });
    const rest = await app.inject({ method: "POST", url: "/api/recipes", headers: { cookie }, payload: big });
    expect(rest.statusCode).toBe(503);
    expect(rest.headers["retry-after"]).toBe("60");
    expect(rest.json()).toEqual({ message: nlServer.unavailable.full });
    const trpc = await app.inject({
      method: "POST",
      url: "/trpc/recipes.create",
      headers: { cookie },
      payload: big,
    });
    expect(trpc.statusCode).toBe(503);
    expect(trpc.headers["retry-after"]).toBe("60");
    expect(trpc.json<{ error: { message: string } }>().error.message).toBe(nlServer.unavailable.full);
    expect(await countRecipes(ctx.db)).toBe(before);
  });

  it.skipIf(onPostgres)("answers a save 503 with the reason when the database turned read-only", async () => {
    const cookie = await login(app);
    await sql`PRAGMA query_only = ON`.execute(ctx.db);
    const response = await app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie },
      payload: { heroImageUrl: null },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: nlServer.unavailable.readonly });
  });

  it.skipIf(onPostgres)(
    "lets the right password log in while the throttle row cannot be written",
    async () => {
      await sql`PRAGMA query_only = ON`.execute(ctx.db);
      const attempt = (password: string) =>
        app
          .inject({ method: "POST", url: "/api/auth/login", payload: { password } })
          .then((r) => r.statusCode);
      expect(await attempt(TEST_PASSWORD)).toBe(200);
      // Guesses are still counted, in memory: five per window, then 429.
      const wrong = [];
      for (let i = 0; i < 6; i++) wrong.push(await attempt("verkeerd-wachtwoord"));
      expect(wrong).toEqual([401, 401, 401, 401, 401, 429]);
    },
  );
});

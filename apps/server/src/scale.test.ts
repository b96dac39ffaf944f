import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SEED_RECIPES } from "@repo/db";
import { createTestDatabaseUrl, onPostgres, recipeInput } from "@repo/db/testing";

import type { ServerProcess } from "./testing-process";
import { startTestS3 } from "./testing";
import { startServerProcess } from "./testing-process";

const PASSWORD = "twee-instanties-wachtwoord";

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Two app instances sharing one PostgreSQL database and one S3-compatible store. */
describe.skipIf(!onPostgres)("two instances", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  const dirs: string[] = [];
  let cookie = "";

  beforeAll(async () => {
    const databaseUrl = await createTestDatabaseUrl(process.env.TEST_DATABASE_URL ?? "");
    s3 = await startTestS3();
    const env = async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "receptenboek-instance-"));
      dirs.push(dir);
      return {
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl,
        ADMIN_PASSWORD: PASSWORD,
        SESSION_SECRET: "gedeeld-geheim-voor-beide-instanties-0123456789",
        OBJECT_STORE: "s3",
        S3_ENDPOINT: s3.options.endpoint,
        S3_BUCKET: s3.options.bucket,
        S3_ACCESS_KEY_ID: s3.options.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
        LOGIN_MAX_ATTEMPTS: "5",
      };
    };
    // Started together: migrations and the seed must still run exactly once.
    const [envA, envB] = await Promise.all([env(), env()]);
    [a, b] = await Promise.all([startServerProcess(envA), startServerProcess(envB)]);
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const list = async (server: ServerProcess) =>
    json<{ id: string; name: string }[]>(await fetch(`${server.url}/api/recipes`));

  it("seeds the bundled collection once, however many instances start", async () => {
    const [fromA, fromB] = await Promise.all([list(a), list(b)]);
    expect(fromA.length).toBe(SEED_RECIPES.length);
    expect(fromB.map((r) => r.id)).toEqual(fromA.map((r) => r.id));
  });

  it("lists a recipe created through the first on the second right away, and deletes across too", async () => {
    await list(b); // warm the second instance's cache first
    const created = await fetch(`${a.url}/api/recipes`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(recipeInput({ name: "Gedeelde soep" })),
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: string }>(created);
    expect((await list(b)).some((r) => r.id === id)).toBe(true);
    expect((await fetch(`${b.url}/recipe/${id}`)).status).toBe(404); // no web build: API only
    await list(a);
    const deleted = await fetch(`${b.url}/api/recipes/${id}`, { method: "DELETE", headers: { cookie } });
    expect(deleted.status).toBe(200);
    expect((await list(a)).some((r) => r.id === id)).toBe(false);
  });

  it("accepts the first instance's admin cookie on the second", async () => {
    const check = await json<{ isAuthenticated: boolean }>(
      await fetch(`${b.url}/api/auth/check`, { headers: { cookie } }),
    );
    expect(check.isAuthenticated).toBe(true);
  });

  it("serves an image uploaded through the first from the second, with URLs signed by either", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c8643b" } })
      .png()
      .toBuffer();
    const { uploadURL } = await json<{ uploadURL: string }>(
      await fetch(`${a.url}/api/objects/upload`, { method: "POST", headers: { cookie } }),
    );
    // Signed by the first instance, received by the second.
    const target = new URL(uploadURL);
    const put = await fetch(`${b.url}${target.pathname}${target.search}`, {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: png,
    });
    expect(put.status).toBe(200);
    const { objectPath } = await json<{ objectPath: string }>(put);
    for (const server of [a, b]) {
      const image = await fetch(`${server.url}${objectPath}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
    }
    // Single use holds across instances too.
    const again = await fetch(uploadURL, {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: png,
    });
    expect(again.status).toBe(403);
  });

  it("counts failed logins across instances", async () => {
    const attempt = (server: ServerProcess) =>
      fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: "fout" }),
      }).then((r) => r.status);
    const statuses = [
      await attempt(a),
      await attempt(b),
      await attempt(a),
      await attempt(b),
      await attempt(a),
    ];
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(await attempt(b)).toBe(429);
  });
});

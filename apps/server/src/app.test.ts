import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";

import type { Db } from "@repo/db";
import type { Recipe } from "@repo/domain";
import { createDb, migrateToLatest } from "@repo/db";
import { recipeInput } from "@repo/db/testing";

import type { App } from "./app";
import { buildTestApp, login } from "./testing";

describe("buildApp", () => {
  const cleanups: (() => Promise<unknown>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(...args: Parameters<typeof buildTestApp>) {
    const built = await buildTestApp(...args);
    cleanups.push(() => built.app.close());
    return built;
  }

  it.each([
    ["GET", "/api/unknown"],
    ["GET", "/api/recipes/abc/extra"],
    ["PATCH", "/api/recipes/abc"],
    ["POST", "/api/settings"],
    ["GET", "/api"],
  ] as const)("answers 404 JSON for %s %s", async (method, url) => {
    const { app } = await start();
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: "Not found" });
  });

  it("serves the same procedures over /trpc", async () => {
    const { app } = await start();
    const check = await app.inject({ method: "GET", url: "/trpc/auth.check" });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ result: { data: { isAuthenticated: false } } });
    const create = await app.inject({ method: "POST", url: "/trpc/recipes.create", payload: recipeInput() });
    expect(create.statusCode).toBe(401);
  });

  it("keeps recipes, settings, images and sessions across a restart on the same data dir", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "receptenboek-restart-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const open = async () => {
      const db = createDb(path.join(dir, "x.db"));
      await migrateToLatest(db);
      return db;
    };

    const firstDb: Db = await open();
    const first: App = (await buildTestApp({ db: firstDb, dataDir: dir })).app;
    let firstOpen = true;
    cleanups.push(async () => {
      if (firstOpen) await first.close().then(() => firstDb.destroy());
    });
    const cookie = await login(first);
    const created = await first.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie },
      payload: recipeInput(),
    });
    expect(created.statusCode).toBe(201);
    const recipe = created.json<Recipe>();
    await first.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie },
      payload: { heroImageUrl: "https://example.com/hero.jpg" },
    });
    const uploadURL = new URL(
      (await first.inject({ method: "POST", url: "/api/objects/upload", headers: { cookie } })).json<{
        uploadURL: string;
      }>().uploadURL,
    );
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const upload = await first.inject({
      method: "PUT",
      url: `${uploadURL.pathname}${uploadURL.search}`,
      headers: { "content-type": "image/png" },
      payload: image,
    });
    const { objectPath } = upload.json<{ objectPath: string }>();
    await first.close();
    await firstDb.destroy();
    firstOpen = false;

    const secondDb = await open();
    cleanups.push(() => secondDb.destroy());
    const { app: second } = await start({ db: secondDb, dataDir: dir });
    expect((await second.inject({ method: "GET", url: "/api/recipes" })).json()).toEqual([recipe]);
    expect((await second.inject({ method: "GET", url: `/api/recipes/${recipe.id}` })).json()).toEqual(recipe);
    expect((await second.inject({ method: "GET", url: "/api/settings" })).json()).toEqual({
      id: 1,
      heroImageUrl: "https://example.com/hero.jpg",
    });
    expect((await second.inject({ method: "GET", url: objectPath })).statusCode).toBe(200);
    expect(
      (await second.inject({ method: "GET", url: "/api/auth/check", headers: { cookie } })).json(),
    ).toEqual({
      isAuthenticated: true,
    });
  });
});

import { describe, expect, it } from "vitest";

import { countRecipes, getContentVersion } from "@repo/db";
import { recipeInput } from "@repo/db/testing";

import { login, useLoggedInApp } from "../testing";

describe("Idempotency-Key on the create routes", () => {
  const ctx = useLoggedInApp();

  const post = (url: string, key: string, name = "Erwtensoep", cookie = ctx.cookie) =>
    ctx.app.inject({
      method: "POST",
      url,
      headers: { cookie, "idempotency-key": key },
      payload: recipeInput({ name }),
    });
  type Made = { id: string; name: string };

  it("POST /api/recipes sent twice with one key makes one recipe and answers 201 with it twice", async () => {
    const before = await countRecipes(ctx.db);
    const first = await post("/api/recipes", "3f0e9c1a-1b2c-4d5e-8f90-a1b2c3d4e5f6");
    const retry = await post("/api/recipes", "3f0e9c1a-1b2c-4d5e-8f90-a1b2c3d4e5f6");
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(first.json<{ name: string }>().name).toBe("Erwtensoep");
    expect(await countRecipes(ctx.db)).toBe(before + 1);
  });

  it("the tRPC create takes the same header, and the REST route replays its answer", async () => {
    const before = await countRecipes(ctx.db);
    const trpc = await post("/trpc/recipes.create", "save-42");
    const rest = await post("/api/recipes", "save-42");
    expect(trpc.statusCode).toBe(200);
    expect(rest.json()).toEqual(trpc.json<{ result: { data: unknown } }>().result.data);
    expect(await countRecipes(ctx.db)).toBe(before + 1);
  });

  it("refuses the key with another recipe (422) or a malformed key (400), storing nothing", async () => {
    await post("/api/recipes", "used-once", "Eerste");
    const before = await countRecipes(ctx.db);
    const other = await post("/api/recipes", "used-once", "Tweede");
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: "Idempotency-Key was already used for another request" });
    const malformed = await post("/api/recipes", "met spatie");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: "Invalid Idempotency-Key" });
    expect(await countRecipes(ctx.db)).toBe(before);
  });

  it("a key sent from another session, or after logout and login, is a fresh request", async () => {
    const before = await countRecipes(ctx.db);
    const first = await post("/api/recipes", "same-key");
    const phone = await login(ctx.app);
    const fromPhone = await post("/api/recipes", "same-key", "Erwtensoep", phone);
    expect(fromPhone.statusCode).toBe(201);
    expect(fromPhone.json<Made>().id).not.toBe(first.json<Made>().id);

    await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: ctx.cookie } });
    const again = await login(ctx.app);
    const afterLogin = await post("/api/recipes", "same-key", "Erwtensoep", again);
    expect(afterLogin.statusCode).toBe(201);
    expect(new Set([first, fromPhone, afterLogin].map((r) => r.json<Made>().id)).size).toBe(3);
    expect(await countRecipes(ctx.db)).toBe(before + 3);
  });

  it("a replay answers the recipe as it is now, and 404 once it has been deleted", async () => {
    const first = await post("/api/recipes", "edit-then-retry");
    const { id } = first.json<Made>();
    const edited = await ctx.app.inject({
      method: "PUT",
      url: `/api/recipes/${id}`,
      headers: { cookie: ctx.cookie },
      payload: recipeInput({ name: "Snert" }),
    });
    expect(edited.statusCode).toBe(200);
    const replay = await post("/api/recipes", "edit-then-retry");
    expect(replay.statusCode).toBe(201);
    expect(replay.json<Made>()).toMatchObject({ id, name: "Snert" });

    const removed = await ctx.app.inject({
      method: "DELETE",
      url: `/api/recipes/${id}`,
      headers: { cookie: ctx.cookie },
    });
    expect(removed.statusCode).toBe(200);
    const before = await countRecipes(ctx.db);
    const gone = await post("/api/recipes", "edit-then-retry");
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: "What this request made has since been deleted" });
    expect(await countRecipes(ctx.db)).toBe(before);
  });

  it("a replay keeps the content version and the cached reads", async () => {
    await post("/api/recipes", "cache-stays");
    expect((await ctx.app.inject({ method: "GET", url: "/api/recipes" })).statusCode).toBe(200);
    const version = await getContentVersion(ctx.db);
    const cached = ctx.app.contentCache.stats();
    expect(cached.entries).toBeGreaterThan(0);

    const replay = await post("/api/recipes", "cache-stays");
    expect(replay.statusCode).toBe(201);
    const trpcReplay = await post("/trpc/recipes.create", "cache-stays");
    expect(trpcReplay.statusCode).toBe(200);
    expect(await getContentVersion(ctx.db)).toBe(version);
    expect(ctx.app.contentCache.stats()).toEqual(cached);

    // A fresh create still drops them.
    expect((await post("/api/recipes", "a-new-save", "Snert")).statusCode).toBe(201);
    expect(await getContentVersion(ctx.db)).toBe(version + 1);
    expect(ctx.app.contentCache.stats().entries).toBe(0);
  });
});

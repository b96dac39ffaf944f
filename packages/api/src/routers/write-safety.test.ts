import { describe, expect, it } from "vitest";

import { countRecipes, getContentVersion, IDEMPOTENCY_TTL_MS, listRecipes } from "@repo/db";
import { recipeInput, useTestDb } from "@repo/db/testing";

import { createContextInner } from "../context";
import { createCaller } from "../root";
import { adminCaller } from "../testing";

describe("recipes.create with an Idempotency-Key", () => {
  const ctx = useTestDb();

  it("makes one recipe for the same key sent twice and answers the first result again", async () => {
    const { caller } = await adminCaller(ctx.db, { idempotencyKey: "9f1c2a7e-save-1" });
    const first = await caller.recipes.create(recipeInput({ name: "Linzensoep" }));
    const second = await caller.recipes.create(recipeInput({ name: "Linzensoep" }));
    expect(second).toEqual(first);
    expect((await listRecipes(ctx.db)).map((r) => r.name)).toEqual(["Linzensoep"]);
  });

  it("makes a recipe per key, and one per call without a key", async () => {
    const { session } = await adminCaller(ctx.db);
    const callerWith = (idempotencyKey?: string) =>
      createCaller(
        createContextInner({
          db: ctx.db,
          session,
          uploads: { createUploadUrl: () => Promise.resolve("") },
          idempotencyKey,
        }),
      );
    await callerWith("key-one").recipes.create(recipeInput());
    await callerWith("key-two").recipes.create(recipeInput());
    await callerWith().recipes.create(recipeInput());
    await callerWith().recipes.create(recipeInput());
    expect(await countRecipes(ctx.db)).toBe(4);
  });

  it("refuses the same key with another recipe (422) and stores nothing", async () => {
    const { caller } = await adminCaller(ctx.db, { idempotencyKey: "reused-key" });
    await caller.recipes.create(recipeInput({ name: "Eerste" }));
    await expect(caller.recipes.create(recipeInput({ name: "Tweede" }))).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });
    expect((await listRecipes(ctx.db)).map((r) => r.name)).toEqual(["Eerste"]);
  });

  it("refuses a malformed key (400) and stores nothing", async () => {
    for (const key of ["", "met spatie", "x".repeat(201), "ünïcode"]) {
      const { caller } = await adminCaller(ctx.db, { idempotencyKey: key });
      await expect(caller.recipes.create(recipeInput())).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("keeps a key for a day: an older one is forgotten at the next create", async () => {
    const { caller } = await adminCaller(ctx.db, { idempotencyKey: "old-key" });
    await caller.recipes.create(recipeInput());
    await ctx.db
      .updateTable("idempotency_keys")
      .set({ created_at: Date.now() - IDEMPOTENCY_TTL_MS - 1000 })
      .execute();
    await caller.recipes.create(recipeInput());
    expect(await countRecipes(ctx.db)).toBe(2);
    expect(await ctx.db.selectFrom("idempotency_keys").select("key").execute()).toHaveLength(1);
  });

  it("answers a retry while the first attempt's answer was lost the same as the first", async () => {
    // Two concurrent sends of one save: exactly one recipe, both told the same id.
    const { caller } = await adminCaller(ctx.db, { idempotencyKey: "concurrent-key" });
    const [a, b] = await Promise.all([
      caller.recipes.create(recipeInput()),
      caller.recipes.create(recipeInput()),
    ]);
    expect(a.id).toBe(b.id);
    expect(await countRecipes(ctx.db)).toBe(1);
  });
});

describe("the content version of a write", () => {
  const ctx = useTestDb();

  it("rises by one with each write, and not with a refused one", async () => {
    const { caller } = await adminCaller(ctx.db);
    const before = await getContentVersion(ctx.db);
    const { id } = await caller.recipes.create(recipeInput());
    await caller.recipes.delete({ id: "does-not-exist" }).catch(() => undefined);
    await caller.recipes.delete({ id });
    expect(await getContentVersion(ctx.db)).toBe(before + 2);
  });

  it("commits with the write or not at all: a bump that fails undoes the recipe", async () => {
    const { caller } = await adminCaller(ctx.db);
    await ctx.db.schema.dropTable("content_version").execute();
    await expect(caller.recipes.create(recipeInput())).rejects.toThrow();
    await expect(caller.settings.update({ heroImageUrl: "/hero.webp" })).rejects.toThrow();
    expect(await countRecipes(ctx.db)).toBe(0);
    expect(
      (await ctx.db.selectFrom("settings").selectAll().execute()).map((r) => r.hero_image_url),
    ).not.toContain("/hero.webp");
  });

  it("tells the cache only after the write committed", async () => {
    const seen: number[] = [];
    const { caller: admin } = await adminCaller(ctx.db, {
      // Read outside the write's transaction: the new version must already be there for all.
      onContentChange: async () => void seen.push(await getContentVersion(ctx.db)),
    });
    const before = await getContentVersion(ctx.db);
    await admin.recipes.create(recipeInput());
    expect(seen).toEqual([before + 1]);
  });
});

import { describe, expect, it } from "vitest";

import { countRecipes } from "@repo/db";
import { recipeInput } from "@repo/db/testing";

import { useLoggedInApp } from "../testing";

describe("Idempotency-Key on the create routes", () => {
  const ctx = useLoggedInApp();

  const post = (url: string, key: string, name = "Erwtensoep") =>
    ctx.app.inject({
      method: "POST",
      url,
      headers: { cookie: ctx.cookie, "idempotency-key": key },
      payload: recipeInput({ name }),
    });

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
});

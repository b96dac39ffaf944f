import { describe, expect, it } from "vitest";

import { useTestDb } from "./testing";
import {
  ADMIN_USERNAME,
  bumpSessionEpoch,
  findUserById,
  findUserByUsername,
  upsertUserPassword,
} from "./users";

describe("users", () => {
  const ctx = useTestDb();

  it("creates a user with epoch 0", async () => {
    const user = await upsertUserPassword(ctx.db, ADMIN_USERNAME, "hash-1");
    expect(user).toEqual({
      id: expect.any(Number) as number,
      username: "admin",
      password: "hash-1",
      session_epoch: 0,
    });
  });

  it("finds a user by username and by id", async () => {
    const user = await upsertUserPassword(ctx.db, ADMIN_USERNAME, "hash-1");
    expect(await findUserByUsername(ctx.db, ADMIN_USERNAME)).toEqual(user);
    expect(await findUserById(ctx.db, user.id)).toEqual(user);
  });

  it("returns undefined for an unknown user", async () => {
    expect(await findUserByUsername(ctx.db, "nobody")).toBeUndefined();
    expect(await findUserById(ctx.db, 999)).toBeUndefined();
  });

  it("replaces the password of an existing user and bumps the epoch", async () => {
    const first = await upsertUserPassword(ctx.db, ADMIN_USERNAME, "hash-1");
    const second = await upsertUserPassword(ctx.db, ADMIN_USERNAME, "hash-2");
    expect(second).toEqual({ ...first, password: "hash-2", session_epoch: 1 });
    expect(await ctx.db.selectFrom("users").selectAll().execute()).toHaveLength(1);
  });

  it("keeps the epoch when the same hash is saved again", async () => {
    const first = await upsertUserPassword(ctx.db, ADMIN_USERNAME, "hash-1");
    expect(await upsertUserPassword(ctx.db, ADMIN_USERNAME, "hash-1")).toEqual(first);
  });

  it("bumps the session epoch by one each time", async () => {
    const user = await upsertUserPassword(ctx.db, ADMIN_USERNAME, "hash-1");
    await bumpSessionEpoch(ctx.db, user.id);
    await bumpSessionEpoch(ctx.db, user.id);
    expect((await findUserById(ctx.db, user.id))?.session_epoch).toBe(2);
  });

  it("refuses a second user with the same username", async () => {
    await upsertUserPassword(ctx.db, ADMIN_USERNAME, "hash-1");
    await expect(
      ctx.db.insertInto("users").values({ username: ADMIN_USERNAME, password: "x" }).execute(),
    ).rejects.toThrow(/UNIQUE|duplicate key/i);
  });
});

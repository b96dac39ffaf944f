import { describe, expect, it } from "vitest";

import { useTestDb } from "./testing";
import { claimUploadKey, deleteExpiredUploadKeys, insertUploadKey, releaseUploadKey } from "./uploads";

const NOW = 1_800_000_000_000;
const LATER = NOW + 15 * 60 * 1000;

describe("uploads", () => {
  const ctx = useTestDb();

  it("claims an issued key once", async () => {
    await insertUploadKey(ctx.db, "key-1", LATER);
    expect(await claimUploadKey(ctx.db, "key-1", NOW)).toBe(true);
  });

  it("refuses a second claim of the same key", async () => {
    await insertUploadKey(ctx.db, "key-1", LATER);
    await claimUploadKey(ctx.db, "key-1", NOW);
    expect(await claimUploadKey(ctx.db, "key-1", NOW + 1)).toBe(false);
  });

  it("refuses only one of two concurrent claims", async () => {
    await insertUploadKey(ctx.db, "key-1", LATER);
    const results = await Promise.all([
      claimUploadKey(ctx.db, "key-1", NOW),
      claimUploadKey(ctx.db, "key-1", NOW),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("refuses an expired key", async () => {
    await insertUploadKey(ctx.db, "key-1", LATER);
    expect(await claimUploadKey(ctx.db, "key-1", LATER)).toBe(false);
    expect(await claimUploadKey(ctx.db, "key-1", LATER + 1)).toBe(false);
  });

  it("refuses a key that was never issued", async () => {
    expect(await claimUploadKey(ctx.db, "unknown", NOW)).toBe(false);
  });

  it("makes a released key claimable again", async () => {
    await insertUploadKey(ctx.db, "key-1", LATER);
    await claimUploadKey(ctx.db, "key-1", NOW);
    await releaseUploadKey(ctx.db, "key-1");
    expect(await claimUploadKey(ctx.db, "key-1", NOW + 1)).toBe(true);
  });

  it("deletes expired unused keys but keeps used and live ones", async () => {
    await insertUploadKey(ctx.db, "expired", NOW - 1);
    await insertUploadKey(ctx.db, "used", NOW - 1);
    await ctx.db
      .updateTable("uploads")
      .set({ used_at: NOW - 10 })
      .where("key", "=", "used")
      .execute();
    await insertUploadKey(ctx.db, "live", LATER);
    await deleteExpiredUploadKeys(ctx.db, NOW);
    const keys = (await ctx.db.selectFrom("uploads").select("key").orderBy("key").execute()).map(
      (r) => r.key,
    );
    expect(keys).toEqual(["live", "used"]);
  });
});

import { afterEach, describe, expect, it } from "vitest";

import type { Db } from "@repo/db";
import { createTestDb } from "@repo/db/testing";

import { createLoginThrottle } from "./throttle";

describe("createLoginThrottle", () => {
  const dbs: Db[] = [];
  afterEach(async () => {
    await Promise.all(dbs.splice(0).map((db) => db.destroy()));
  });

  async function setup(maxAttempts = 3, windowSeconds = 60) {
    const clock = { now: 1_000_000 };
    const db = await createTestDb();
    dbs.push(db);
    const throttle = createLoginThrottle(db, { maxAttempts, windowSeconds, now: () => clock.now });
    return { throttle, clock, db };
  }

  it("allows attempts below the limit", async () => {
    const { throttle } = await setup();
    await throttle.fail("a");
    await throttle.fail("a");
    expect(await throttle.retryAfter("a")).toBe(0);
  });

  it("asks to wait until the oldest counted failure leaves the window", async () => {
    const { throttle, clock } = await setup();
    for (let i = 0; i < 3; i++) {
      await throttle.fail("a");
      clock.now += 10_000;
    }
    // Failures at 0, 10 and 20 s; now is 30 s; the first one leaves the 60 s window at 60 s.
    expect(await throttle.retryAfter("a")).toBe(30);
  });

  it("allows attempts again once the window has passed", async () => {
    const { throttle, clock } = await setup();
    for (let i = 0; i < 3; i++) await throttle.fail("a");
    clock.now += 60_001;
    expect(await throttle.retryAfter("a")).toBe(0);
  });

  it("keeps clients apart", async () => {
    const { throttle } = await setup();
    for (let i = 0; i < 3; i++) await throttle.fail("a");
    expect(await throttle.retryAfter("a")).toBeGreaterThan(0);
    expect(await throttle.retryAfter("b")).toBe(0);
  });

  it("forgets a client's failures after a success", async () => {
    const { throttle } = await setup();
    for (let i = 0; i < 3; i++) await throttle.fail("a");
    await throttle.succeed("a");
    expect(await throttle.retryAfter("a")).toBe(0);
  });

  it("never answers less than one second while throttled", async () => {
    const { throttle, clock } = await setup(1, 60);
    await throttle.fail("a");
    clock.now += 59_999;
    expect(await throttle.retryAfter("a")).toBe(1);
  });
});

import { describe, expect, it } from "vitest";

import { useTestDb } from "@repo/db/testing";

import { createLoginThrottle } from "./throttle";

describe("createLoginThrottle", () => {
  const ctx = useTestDb();

  async function setup(maxAttempts = 3, windowSeconds = 60) {
    const clock = { now: 1_000_000 };
    const throttle = createLoginThrottle(ctx.db, { maxAttempts, windowSeconds, now: () => clock.now });
    return { throttle, clock, db: ctx.db };
  }

  it("allows attempts up to the limit", async () => {
    const { throttle } = await setup();
    expect(await throttle.reserve("a")).toBe(0);
    expect(await throttle.reserve("a")).toBe(0);
    expect(await throttle.reserve("a")).toBe(0);
  });

  it("asks the attempt over the limit to wait until the window ends", async () => {
    const { throttle, clock } = await setup();
    for (let i = 0; i < 3; i++) {
      await throttle.reserve("a");
      clock.now += 10_000;
    }
    // The window began at 0 s; now is 30 s; it ends at 60 s.
    expect(await throttle.reserve("a")).toBe(30);
  });

  it("counts every concurrent attempt, so only the limit gets through", async () => {
    const { throttle } = await setup(5);
    const waits = await Promise.all(Array.from({ length: 20 }, async () => throttle.reserve("a")));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    expect(waits.filter((w) => w === 60)).toHaveLength(15);
  });

  it("allows attempts again once the window has passed", async () => {
    const { throttle, clock } = await setup();
    for (let i = 0; i < 4; i++) await throttle.reserve("a");
    clock.now += 60_001;
    expect(await throttle.reserve("a")).toBe(0);
  });

  it("keeps clients apart", async () => {
    const { throttle } = await setup();
    for (let i = 0; i < 4; i++) await throttle.reserve("a");
    expect(await throttle.reserve("a")).toBeGreaterThan(0);
    expect(await throttle.reserve("b")).toBe(0);
  });

  it("forgets a client's attempts after a success", async () => {
    const { throttle } = await setup();
    for (let i = 0; i < 4; i++) await throttle.reserve("a");
    await throttle.succeed("a");
    expect(await throttle.reserve("a")).toBe(0);
  });

  it("never answers less than one second while throttled", async () => {
    const { throttle, clock } = await setup(1, 60);
    await throttle.reserve("a");
    clock.now += 59_999;
    expect(await throttle.reserve("a")).toBe(1);
  });
});

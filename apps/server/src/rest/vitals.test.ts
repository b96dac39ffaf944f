import { describe, expect, it } from "vitest";

import { vitalCountsSince } from "@repo/db";

import { useLoggedInApp } from "../testing";
import { vitalsClient } from "./vitals-testing";

const DAY_MS = 24 * 60 * 60 * 1000;
const JAN_1 = Date.parse("2026-01-01T12:00:00Z");

describe("POST /api/vitals", () => {
  let clock = JAN_1;
  const ctx = useLoggedInApp({ vitals: { perMinute: 5, now: () => clock } });

  const { report, summary } = vitalsClient(ctx);
  const stored = () => vitalCountsSince(ctx.db, "2000-01-01");

  it("counts a beacon's metrics, answers 204 without a cookie, and the CMS reads them", async () => {
    clock = Date.now();
    const response = await report({
      page: "recipe",
      device: "phone",
      metrics: { LCP: 2000, INP: 96, CLS: 0, FCP: 900, TTFB: 120 },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("no-store");
    // Sent as JSON by a client other than a beacon, it counts all the same.
    expect(
      (
        await report(
          { page: "recipe", device: "phone", metrics: { LCP: 3000 } },
          { "content-type": "application/json" },
          "198.51.100.20",
        )
      ).statusCode,
    ).toBe(204);

    const { windows, worst } = await summary();
    expect(windows.map((w) => w.days)).toEqual([7, 28]);
    const recipe = windows[0]?.pages.find((p) => p.page === "recipe");
    const lcp = recipe?.figures.find((f) => f.metric === "LCP");
    expect(lcp?.visits).toBe(2);
    // Two visits, 2.0 and 3.0 s: the p75 lies in the upper one's bucket (a bucket is ~20% wide).
    expect(lcp?.p75).toBeGreaterThan(3000 / 1.21);
    expect(lcp?.p75).toBeLessThan(3000 * 1.21);
    expect(lcp?.rating).toBe("needs-improvement");
    expect(recipe?.figures.find((f) => f.metric === "CLS")).toMatchObject({ visits: 1, rating: "good" });
    expect(recipe?.figures.find((f) => f.metric === "INP")).toMatchObject({ visits: 1, rating: "good" });
    expect(worst.LCP).toEqual([expect.objectContaining({ page: "recipe", device: "phone", visits: 2 })]);
  });

  it.each([
    ["an unknown metric", { page: "home", device: "phone", metrics: { FID: 12 } }],
    ["an unknown page kind", { page: "cms", device: "phone", metrics: { LCP: 1200 } }],
    ["an unknown device class", { page: "home", device: "iPhone 15", metrics: { LCP: 1200 } }],
    ["a negative value", { page: "home", device: "phone", metrics: { LCP: -1 } }],
    ["an LCP of eleven days", { page: "home", device: "phone", metrics: { LCP: 1e9 } }],
    ["a layout shift of 50", { page: "home", device: "desktop", metrics: { CLS: 50 } }],
    ["a value as text", { page: "home", device: "phone", metrics: { LCP: "1200" } }],
    ["no metric at all", { page: "home", device: "phone", metrics: {} }],
    ["an extra field", { page: "home", device: "phone", metrics: { LCP: 1200 }, url: "/recipe/x" }],
    ["an array", [{ page: "home", device: "phone", metrics: { LCP: 1200 } }]],
    ["no JSON", "LCP=1200"],
  ])("refuses %s with 400 and keeps nothing", async (_name, payload) => {
    const response = await report(payload);
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it("refuses an oversized body with 413 and another content type with 415", async () => {
    const padded = { page: "home", device: "phone", metrics: { LCP: 1200 }, pad: "x".repeat(2000) };
    expect((await report(padded)).statusCode).toBe(413);
    const form = await report("page=home", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.statusCode).toBe(415);
    expect(await stored()).toEqual([]);
  });

  it("answers a flood from one client with 429 and keeps counting the others", async () => {
    const visit = { page: "home", device: "desktop", metrics: { LCP: 800 } };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await report(visit)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    const refused = await report(visit);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await report(visit, {}, "198.51.100.4")).statusCode).toBe(204);
    // The flood's five accepted reports count as its client's one of the day.
    expect(await stored()).toEqual([expect.objectContaining({ page: "home", metric: "LCP", count: 2 })]);
  });

  it("keeps 90 days: the first report of a day drops the counts of older days", async () => {
    const visit = (n: number) =>
      report({ page: "weekmenu", device: "tablet", metrics: { TTFB: 300 } }, {}, `192.0.2.${n}`);
    clock = JAN_1;
    await visit(1);
    clock = JAN_1 + DAY_MS;
    await visit(2);
    const days = async () => {
      const counted = await ctx.db.selectFrom("vital_counts").select("day").orderBy("day").execute();
      const senders = await ctx.db.selectFrom("vital_clients").select("day").orderBy("day").execute();
      expect(senders).toEqual(counted);
      return counted.map((r) => r.day);
    };
    clock = Date.parse("2026-03-31T08:00:00Z"); // day 90 counted from 1 January
    await visit(3);
    expect(await days()).toEqual(["2026-01-01", "2026-01-02", "2026-03-31"]);
    clock = Date.parse("2026-04-01T08:00:00Z");
    await visit(4);
    expect(await days()).toEqual(["2026-01-02", "2026-03-31", "2026-04-01"]);
  });

  it("shows the figures to the admin only", async () => {
    const anonymous = await ctx.app.inject({ method: "GET", url: "/trpc/vitals.summary" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("field vitals aggregation", () => {
  const ctx = useLoggedInApp({ vitals: { perMinute: 10_000 } });

  const { report, summary } = vitalsClient(ctx);

  it("reads a p75 within one bucket of the exact value from the histogram", async () => {
    // 200 visits, each from a client of its own, with LCPs of 0.1, 0.2, ... 20 s and INPs of 8,
    // 16, ... 1600 ms.
    for (let k = 1; k <= 200; k++) {
      const visit = { page: "home", device: "phone", metrics: { LCP: k * 100, INP: k * 8 } };
      expect((await report(visit, {}, `10.0.${k >> 8}.${k & 255}`)).statusCode).toBe(204);
    }
    const { windows } = await summary();
    const figures = windows[1]?.pages[0]?.figures ?? [];
    // The exact p75s are 15,000 ms and 1,200 ms; a bucket is 20% (LCP) and 17% (INP) wide.
    const lcp = figures.find((f) => f.metric === "LCP");
    expect(lcp).toMatchObject({ visits: 200, rating: "poor" });
    expect(lcp?.p75).toBeGreaterThan(15_000 / 1.21);
    expect(lcp?.p75).toBeLessThan(15_000 * 1.21);
    const inp = figures.find((f) => f.metric === "INP");
    expect(inp).toMatchObject({ visits: 200, rating: "poor" });
    expect(inp?.p75).toBeGreaterThan(1200 / 1.18);
    expect(inp?.p75).toBeLessThan(1200 * 1.18);
  });
});

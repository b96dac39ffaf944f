import { describe, expect, it } from "vitest";

import { vitalCountsSince } from "@repo/db";

import { login, TEST_SESSION_SECRET, useLoggedInApp } from "../testing";
import { vitalsClientKey } from "./vitals";
import { vitalsClient } from "./vitals-testing";

const DAY_MS = 24 * 60 * 60 * 1000;

const slow = { page: "home", device: "phone", metrics: { LCP: 9000, INP: 900, CLS: 0.6 } };
const fast = { page: "home", device: "phone", metrics: { LCP: 1200, INP: 80, CLS: 0.01 } };

describe("field vitals: one client's share", () => {
  let clock = Date.now();
  const ctx = useLoggedInApp({ vitals: { perMinute: 10_000, now: () => clock } });
  const { report, summary } = vitalsClient(ctx);
  const home = async (days = 7) =>
    (await summary()).windows.find((w) => w.days === days)?.pages.find((p) => p.page === "home");
  const stored = () => vitalCountsSince(ctx.db, "2000-01-01");

  it("30 slow reports from one address and 5 fast ones from 5 addresses leave the figures good, from 6 clients", async () => {
    clock = Date.now();
    for (let i = 0; i < 30; i++) expect((await report(slow, {}, "203.0.113.66")).statusCode).toBe(204);
    for (let n = 1; n <= 5; n++) expect((await report(fast, {}, `198.51.100.${n}`)).statusCode).toBe(204);

    const figures = await home();
    expect(figures?.clients).toBe(6);
    expect(figures?.figures.map((f) => [f.metric, f.rating, f.visits])).toEqual([
      ["LCP", "good", 6],
      ["INP", "good", 6],
      ["CLS", "good", 6],
    ]);
  });

  it("counts a client once per page kind and day, and again the next day", async () => {
    clock = Date.parse("2026-02-02T09:00:00Z");
    await report(slow, {}, "203.0.113.66");
    await report(slow, {}, "203.0.113.66");
    await report({ ...fast, page: "recipe" }, {}, "203.0.113.66");
    clock += DAY_MS;
    await report(slow, {}, "203.0.113.66");
    const lcp = (await stored()).filter((row) => row.metric === "LCP");
    expect(lcp.map(({ page, count }) => ({ page, count }))).toEqual(
      expect.arrayContaining([
        { page: "home", count: 2 },
        { page: "recipe", count: 1 },
      ]),
    );
    expect(lcp).toHaveLength(2);
  });

  it("one IPv6 /64 is one client, and an IPv4-mapped address is its IPv4 address", async () => {
    clock = Date.now();
    await report(slow, {}, "2001:db8:1:2::1");
    await report(slow, {}, "2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    await report(slow, {}, "::ffff:192.0.2.9");
    await report(slow, {}, "192.0.2.9");
    await report(fast, {}, "2001:db8:1:3::1");
    expect((await home())?.clients).toBe(3);
  });

  it("keeps a keyed hash of the address, never the address", async () => {
    clock = Date.now();
    await report(fast, {}, "198.51.100.77");
    const rows = await ctx.db.selectFrom("vital_clients").selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        page: "home",
        client: vitalsClientKey(TEST_SESSION_SECRET, "198.51.100.77"),
        reports: 1,
      }),
    ]);
    expect(rows[0]?.client).toMatch(/^[\w-]{16}$/);
    expect(JSON.stringify(rows)).not.toContain("198.51.100");
    expect(vitalsClientKey("another secret of forty characters, too!", "198.51.100.77")).not.toBe(
      rows[0]?.client,
    );
  });

  it("leaves out the logged-in administrator's own visits, and counts them once logged out", async () => {
    clock = Date.now();
    const admin = { cookie: ctx.cookie };
    expect((await report(slow, admin, "192.0.2.50")).statusCode).toBe(204);
    expect((await report(slow, admin, "192.0.2.50")).headers["set-cookie"]).toBeUndefined();
    expect(await stored()).toEqual([]);

    // A cookie that no longer holds a session (logged out, or not the site's) is a visitor's.
    const phone = await login(ctx.app);
    await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: phone } });
    expect((await report(slow, { cookie: ctx.cookie }, "192.0.2.50")).statusCode).toBe(204);
    expect((await report(fast, { cookie: "receptenboek_session=rommel" }, "192.0.2.51")).statusCode).toBe(
      204,
    );
    const lcp = (await stored()).filter((row) => row.metric === "LCP");
    expect(lcp.reduce((sum, row) => sum + row.count, 0)).toBe(2);
  });
});

describe("field vitals: the cap from the options (VITALS_PER_CLIENT_DAY)", () => {
  const ctx = useLoggedInApp({ vitals: { perMinute: 10_000, perClientDay: 3 } });
  const { report } = vitalsClient(ctx);

  it("counts that many reports of one client and page kind a day", async () => {
    for (let i = 0; i < 5; i++) await report(slow, {}, "203.0.113.66");
    const lcp = (await vitalCountsSince(ctx.db, "2000-01-01")).filter((row) => row.metric === "LCP");
    expect(lcp.map((row) => row.count)).toEqual([3]);
  });
});

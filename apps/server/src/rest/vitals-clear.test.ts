import { describe, expect, it } from "vitest";

import { useLoggedInApp } from "../testing";
import { vitalsClient } from "./vitals-testing";

const visit = { page: "recipe", device: "desktop", metrics: { LCP: 1800, INP: 120, CLS: 1.31 } };

describe("DELETE /api/vitals: 'Cijfers wissen'", () => {
  const ctx = useLoggedInApp({ vitals: { perMinute: 10_000 } });
  const { report, summary } = vitalsClient(ctx);
  const recipe = async () =>
    (await summary()).windows.find((w) => w.days === 7)?.pages.find((p) => p.page === "recipe");

  it("starts the figures afresh for the administrator; the administrator's own visits never counted", async () => {
    expect((await report(visit, {}, "198.51.100.1")).statusCode).toBe(204);
    expect((await report(visit, {}, "198.51.100.2")).statusCode).toBe(204);
    // The administrator's visit (a print-emulated one, say) is not counted.
    expect((await report(visit, { cookie: ctx.cookie }, "198.51.100.3")).statusCode).toBe(204);
    expect((await recipe())?.clients).toBe(2);

    expect((await ctx.app.inject({ method: "DELETE", url: "/api/vitals" })).statusCode).toBe(401);
    expect((await recipe())?.clients).toBe(2);

    const cleared = await ctx.app.inject({
      method: "DELETE",
      url: "/api/vitals",
      headers: { cookie: ctx.cookie },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ success: true });
    expect(await recipe()).toBeUndefined();

    expect((await report(visit, {}, "198.51.100.1")).statusCode).toBe(204);
    expect((await recipe())?.clients).toBe(1);
  });
});

import { describe, expect, it } from "vitest";

import { redactUrl } from "../http/logging";
import { useLoggedInApp } from "../testing";
import { cipher, samenClient } from "./testing";

const message = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

describe("shared households: each limit answers a Dutch 4xx and changes nothing", () => {
  const ctx = useLoggedInApp({
    samen: {
      limits: {
        householdBytes: 2500,
        updateBytes: 1024,
        snapshotBytes: 2048,
        updatesPerMinutePerHousehold: 6,
        updatesPerMinutePerClient: 4,
        householdsPerHourPerClient: 3,
      },
    },
  });
  const stored = async (id: string) =>
    (await ctx.db.selectFrom("samen_updates").select("seq").where("household", "=", id).execute()).length;

  it("a household holding its stored bytes takes no more until a snapshot replaces the log (409)", async () => {
    const device = samenClient(ctx.app);
    const id = await device.household();
    expect((await device.append(id, cipher(1000))).statusCode).toBe(201);
    expect((await device.append(id, cipher(1000))).statusCode).toBe(201);
    const full = await device.append(id, cipher(1000));
    expect(full.statusCode).toBe(409);
    expect(message(full)).toMatch(/^Het gedeelde huishouden is vol/);
    expect(await stored(id)).toBe(2);
    // The refused append used no number: the next one after the snapshot is 3.
    expect((await device.snapshot(id, 2, cipher(100))).statusCode).toBe(200);
    expect((await device.append(id, cipher(1000))).json()).toEqual({ seq: 3 });
  });

  it("one update larger than its limit is refused (413), also past the route's body limit", async () => {
    const device = samenClient(ctx.app);
    const id = await device.household();
    for (const size of [1025, 5000]) {
      const large = await device.append(id, cipher(size));
      expect(large.statusCode).toBe(413);
      expect(message(large)).toBe("Eén wijziging mag hoogstens 1 KiB zijn.");
    }
    const snapshot = await device.snapshot(id, 0, cipher(2049));
    expect(snapshot.statusCode).toBe(413);
    expect(message(snapshot)).toBe("Een samenvatting mag hoogstens 2 KiB zijn.");
    expect(await stored(id)).toBe(0);
  });

  it("counts updates a minute per client (429 with Retry-After)", async () => {
    const device = samenClient(ctx.app, "198.51.100.1");
    const id = await device.household();
    for (let i = 0; i < 4; i++) expect((await device.append(id, cipher(10))).statusCode).toBe(201);
    const busy = await device.append(id, cipher(10));
    expect(busy.statusCode).toBe(429);
    expect(message(busy)).toBe("Te veel wijzigingen vanaf dit apparaat in één minuut. Probeer het zo weer.");
    expect(Number(busy.headers["retry-after"])).toBeGreaterThan(0);
    expect(await stored(id)).toBe(4);
  });

  it("counts updates a minute per household, whichever client sends them (429)", async () => {
    const id = await samenClient(ctx.app).household();
    const phones = [samenClient(ctx.app, "192.0.2.1"), samenClient(ctx.app, "192.0.2.2")] as const;
    for (let i = 0; i < 6; i++)
      expect((await phones[i % 2 === 0 ? 0 : 1].append(id, cipher(10))).statusCode).toBe(201);
    const busy = await samenClient(ctx.app, "192.0.2.3").append(id, cipher(10));
    expect(busy.statusCode).toBe(429);
    expect(message(busy)).toMatch(/^Te veel wijzigingen voor dit huishouden/);
    expect(await stored(id)).toBe(6);
  });

  it("counts households made per client an hour (429)", async () => {
    const device = samenClient(ctx.app, "203.0.113.77");
    for (let i = 0; i < 3; i++) expect((await device.create()).statusCode).toBe(201);
    const refused = await device.create();
    expect(refused.statusCode).toBe(429);
    expect(message(refused)).toMatch(/te veel gedeelde huishoudens/);
    expect(await ctx.db.selectFrom("samen_households").select("id").execute()).toHaveLength(3);
    expect((await samenClient(ctx.app, "203.0.113.78").create()).statusCode).toBe(201);
  });

  it("refuses a write from another site (403), as every other write", async () => {
    const id = await samenClient(ctx.app).household();
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/samen/${id}/updates`,
      headers: { origin: "https://elders.example" },
      payload: { data: cipher(10) },
    });
    expect(response.statusCode).toBe(403);
    expect(await stored(id)).toBe(0);
  });
});

describe("shared households in the request log", () => {
  it("writes no household id: it lets whoever knows it write", () => {
    expect(redactUrl("/api/samen/AbCdEfGhIjKlMnOpQrStUvWx/updates?after=3")).toBe(
      "/api/samen/[household]/updates?after=3",
    );
    expect(redactUrl("/api/samen/AbCdEfGhIjKlMnOpQrStUvWx")).toBe("/api/samen/[household]");
    expect(redactUrl("/api/samen")).toBe("/api/samen");
  });
});

import { afterEach, describe, expect, it } from "vitest";

import type { App } from "../app";
import type { TestAppOptions } from "../testing";
import { buildTestApp, TEST_PASSWORD } from "../testing";

const WRONG = JSON.stringify({ password: "not the password" });

/** Status codes, sorted so the test reads as a tally. */
const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});

describe("the login throttle under concurrency", () => {
  let app: App;
  const start = async (overrides: TestAppOptions = {}) => {
    ({ app } = await buildTestApp(overrides));
  };
  afterEach(() => app.close());

  const restLogin = (body = WRONG, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") =>
    app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json", ...headers },
      payload: body,
      remoteAddress,
    });

  it("answers 20 concurrent wrong logins with five 401s and fifteen 429s", async () => {
    await start();
    const responses = await Promise.all(Array.from({ length: 20 }, () => restLogin()));
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 401: 5, 429: 15 });
    const throttled = responses.find((r) => r.statusCode === 429);
    expect(Number(throttled?.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("refuses even the right password once the concurrent guesses used up the window", async () => {
    await start();
    await Promise.all(Array.from({ length: 20 }, () => restLogin()));
    const response = await restLogin(JSON.stringify({ password: TEST_PASSWORD }));
    expect(response.statusCode).toBe(429);
    expect(response.cookies).toHaveLength(0);
  });

  it("refuses a tRPC batch of 20 logins as a whole, without checking one password", async () => {
    await start();
    const paths = Array.from({ length: 20 }, () => "auth.login").join(",");
    const body = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [String(i), { password: `guess ${i}` }]),
    );
    const response = await app.inject({
      method: "POST",
      url: `/trpc/${paths}?batch=1`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain("UNAUTHORIZED");
    // Nothing was counted: the full allowance of five attempts is still there.
    const after = await Promise.all(Array.from({ length: 6 }, () => restLogin()));
    expect(tally(after.map((r) => r.statusCode))).toEqual({ 401: 5, 429: 1 });
  });

  it("refuses a login batched with a read, also when the path is percent-encoded", async () => {
    await start();
    for (const url of ["/trpc/auth.check,auth.login?batch=1", "/%74rpc/auth.login,auth.check?batch=1"]) {
      const response = await app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ 0: { password: "x" }, 1: { password: "y" } }),
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("answers 20 single tRPC logins in parallel with five 401s and fifteen 429s", async () => {
    await start();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: "POST",
          url: "/trpc/auth.login",
          headers: { "content-type": "application/json" },
          payload: WRONG,
        }),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 401: 5, 429: 15 });
  });

  describe("behind one trusted proxy (TRUST_PROXY=1)", () => {
    const PROXY = "10.0.0.2";
    const viaProxy = (clientSays: string | undefined, realClient: string) =>
      restLogin(
        WRONG,
        // What nginx passes on: the client's own header with the address it saw appended.
        { "x-forwarded-for": clientSays ? `${clientSays}, ${realClient}` : realClient },
        PROXY,
      );

    it("throttles a client whatever X-Forwarded-For it sends", async () => {
      await start({ trustProxy: 1 });
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) codes.push((await viaProxy(`198.18.0.${i}`, "203.0.113.9")).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    });

    it("keeps real clients apart", async () => {
      await start({ trustProxy: 1 });
      for (let i = 0; i < 6; i++) await viaProxy(undefined, "203.0.113.9");
      expect((await viaProxy(undefined, "203.0.113.9")).statusCode).toBe(429);
      expect((await viaProxy(undefined, "198.51.100.4")).statusCode).toBe(401);
    });

    it("takes the forwarded address only from the proxy: a direct client's header is ignored", async () => {
      await start({ trustProxy: ["10.0.0.2"] });
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await restLogin(WRONG, { "x-forwarded-for": `198.18.1.${i}` }, "192.0.2.50")).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });
});

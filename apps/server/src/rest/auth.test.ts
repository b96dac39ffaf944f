import { afterEach, describe, expect, it } from "vitest";

import type { Db } from "@repo/db";
import { ADMIN_USERNAME, findUserByUsername, getSettings } from "@repo/db";

import type { App } from "../app";
import type { TestAppOptions } from "../testing";
import { buildTestApp, login, TEST_PASSWORD } from "../testing";

const WRONG = { password: "not the password" };

describe("REST /api/auth", () => {
  let app: App;
  let db: Db;

  async function start(overrides: TestAppOptions = {}) {
    ({ app, db } = await buildTestApp(overrides));
  }

  afterEach(async () => {
    await app.close();
  });

  const loginWith = (payload: object, remoteAddress = "127.0.0.1") =>
    app.inject({ method: "POST", url: "/api/auth/login", payload, remoteAddress });
  const check = (cookie?: string) =>
    app.inject({ method: "GET", url: "/api/auth/check", headers: cookie ? { cookie } : {} });

  it("POST /api/auth/login with the right password answers success and sets the session cookie", async () => {
    await start();
    const response = await loginWith({ password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.cookies).toHaveLength(1);
    expect(response.cookies[0]?.name).toBe("receptenboek_session");
  });

  it("sets the cookie HttpOnly, SameSite=Lax and Path=/, without Secure over plain http", async () => {
    await start();
    const header = String((await loginWith({ password: TEST_PASSWORD })).headers["set-cookie"]);
    expect(header).toMatch(/^receptenboek_session=[^;]+;/);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Lax/i);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Secure/i);
  });

  it("sets a Secure __Host- cookie behind an https proxy", async () => {
    await start({ trustProxy: true });
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { password: TEST_PASSWORD },
      headers: { "x-forwarded-proto": "https" },
    });
    const header = String(response.headers["set-cookie"]);
    expect(header).toMatch(/^__Host-receptenboek_session=/);
    expect(header).toMatch(/; Secure/i);
  });

  it("POST /api/auth/login with a wrong password answers 401 and sets no cookie", async () => {
    await start();
    const response = await loginWith(WRONG);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Invalid password" });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("POST /api/auth/login answers 400 for an empty password and for malformed JSON", async () => {
    await start();
    expect((await loginWith({ password: "" })).statusCode).toBe(400);
    const malformed = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{bad",
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("GET /api/auth/check answers false without a session", async () => {
    await start();
    const response = await check();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isAuthenticated: false });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("GET /api/auth/check answers true with the login cookie", async () => {
    await start();
    expect((await check(await login(app))).json()).toEqual({ isAuthenticated: true });
  });

  it("GET /api/auth/check answers false for a tampered cookie", async () => {
    await start();
    const cookie = await login(app);
    const tampered = cookie.slice(0, -4) + (cookie.endsWith("AAAA") ? "BBBB" : "AAAA");
    expect((await check(tampered)).json()).toEqual({ isAuthenticated: false });
  });

  it("POST /api/auth/logout clears the cookie and ends the session", async () => {
    await start();
    const cookie = await login(app);
    const response = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const cleared = response.cookies.find((c) => c.name === "receptenboek_session");
    expect(cleared?.value).toBe("");
    expect(cleared?.maxAge).toBe(0);
  });

  it("POST /api/auth/logout accepts a JSON content type with an empty body", async () => {
    await start();
    const cookie = await login(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("ends a cookie captured before logout, for reads and writes", async () => {
    await start();
    const cookie = await login(app);
    await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect((await check(cookie)).json()).toEqual({ isAuthenticated: false });
    const write = await app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie },
      payload: { heroImageUrl: "https://example.com/hero.jpg" },
    });
    expect(write.statusCode).toBe(401);
    expect((await getSettings(db)).heroImageUrl).toBeNull();
  });

  it("ends every other session on logout", async () => {
    await start();
    const laptop = await login(app);
    const phone = await login(app);
    await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: laptop } });
    expect((await check(phone)).json()).toEqual({ isAuthenticated: false });
  });

  it("POST /api/auth/logout without a session answers success and ends nothing", async () => {
    await start();
    const cookie = await login(app);
    const epoch = (await findUserByUsername(db, ADMIN_USERNAME))?.session_epoch;
    expect((await app.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(200);
    expect((await findUserByUsername(db, ADMIN_USERNAME))?.session_epoch).toBe(epoch);
    expect((await check(cookie)).json()).toEqual({ isAuthenticated: true });
  });

  it("answers 429 with Retry-After on the 6th wrong password", async () => {
    await start();
    for (let i = 0; i < 5; i++) expect((await loginWith(WRONG)).statusCode).toBe(401);
    const response = await loginWith(WRONG);
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it("refuses even the right password while throttled", async () => {
    await start();
    for (let i = 0; i < 5; i++) await loginWith(WRONG);
    const response = await loginWith({ password: TEST_PASSWORD });
    expect(response.statusCode).toBe(429);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("throttles per client address", async () => {
    await start();
    for (let i = 0; i < 5; i++) await loginWith(WRONG, "203.0.113.1");
    expect((await loginWith(WRONG, "203.0.113.1")).statusCode).toBe(429);
    expect((await loginWith({ password: TEST_PASSWORD }, "203.0.113.2")).statusCode).toBe(200);
  });

  it("takes the login limits from the options", async () => {
    await start({ login: { maxAttempts: 2, windowSeconds: 60 } });
    expect((await loginWith(WRONG)).statusCode).toBe(401);
    expect((await loginWith(WRONG)).statusCode).toBe(401);
    const response = await loginWith(WRONG);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers["retry-after"])).toBeLessThanOrEqual(60);
  });

  it("POST /api/auth/login answers no-store, for a success, a wrong password and a 429", async () => {
    await start({ login: { maxAttempts: 1, windowSeconds: 60 } });
    const ok = await loginWith({ password: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["cache-control"]).toBe("no-store");
    const wrong = await loginWith(WRONG);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers["cache-control"]).toBe("no-store");
    const throttled = await loginWith(WRONG);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers["cache-control"]).toBe("no-store");
  });

  it("POST /api/auth/logout answers no-store", async () => {
    await start();
    const cookie = await login(app);
    const response = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("POST /api/auth/password answers no-store, for a change and for a refusal", async () => {
    await start();
    const cookie = await login(app);
    const change = (currentPassword: string) =>
      app.inject({
        method: "POST",
        url: "/api/auth/password",
        headers: { cookie },
        payload: { currentPassword, newPassword: "een-nieuw-wachtwoord-42" },
      });
    const refused = await change("not the password");
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["cache-control"]).toBe("no-store");
    const changed = await change(TEST_PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers["cache-control"]).toBe("no-store");
  });

  it("forgets earlier failures after a successful login", async () => {
    await start();
    for (let i = 0; i < 4; i++) await loginWith(WRONG);
    expect((await loginWith({ password: TEST_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await loginWith(WRONG)).statusCode).toBe(401);
  });
});

import { describe, expect, it } from "vitest";

import { getSettings, saveSettings } from "@repo/db";

import { useLoggedInApp } from "../testing";

const HERO = "https://example.com/hero.jpg";

describe("REST /api/settings", () => {
  const ctx = useLoggedInApp();

  const put = (payload: unknown, headers: Record<string, string> = { cookie: ctx.cookie }) =>
    ctx.app.inject({ method: "PUT", url: "/api/settings", payload: payload as object, headers });

  it("GET /api/settings answers no hero image on a new database", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/settings" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1, heroImageUrl: null });
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("GET /api/settings is kept until a change: 304 for its ETag, the new hero after a PUT, no cookie", async () => {
    const first = await ctx.app.inject({ method: "GET", url: "/api/settings" });
    expect(first.headers["set-cookie"]).toBeUndefined();
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({
      method: "GET",
      url: "/api/settings",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect((await put({ heroImageUrl: HERO })).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: "GET",
      url: "/api/settings",
      headers: { "if-none-match": etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id: 1, heroImageUrl: HERO });
  });

  it("GET /api/settings goes out uncompressed to every client, with no Vary: compressing 28 bytes only adds to them", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/settings",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.headers["content-length"]).toBe("28");
    expect(response.body).toBe('{"id":1,"heroImageUrl":null}');
  });

  it("GET /api/settings answers the saved hero image to anyone", async () => {
    await saveSettings(ctx.db, HERO);
    expect((await ctx.app.inject({ method: "GET", url: "/api/settings" })).json()).toEqual({
      id: 1,
      heroImageUrl: HERO,
    });
  });

  it("PUT /api/settings saves the hero image for the admin", async () => {
    const response = await put({ heroImageUrl: HERO });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1, heroImageUrl: HERO });
    expect((await ctx.app.inject({ method: "GET", url: "/api/settings" })).json()).toEqual({
      id: 1,
      heroImageUrl: HERO,
    });
  });

  it("PUT /api/settings answers 401 without a session and changes nothing", async () => {
    await saveSettings(ctx.db, HERO);
    const response = await put({ heroImageUrl: "https://example.com/other.jpg" }, {});
    expect(response.statusCode).toBe(401);
    expect((await getSettings(ctx.db)).heroImageUrl).toBe(HERO);
  });

  it("PUT /api/settings answers 400 for an empty hero URL and changes nothing", async () => {
    await saveSettings(ctx.db, HERO);
    const response = await put({ heroImageUrl: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Invalid input",
      errors: { fieldErrors: { heroImageUrl: [expect.any(String)] } },
    });
    expect((await getSettings(ctx.db)).heroImageUrl).toBe(HERO);
  });

  it("PUT /api/settings answers 400 for a javascript: URL", async () => {
    expect((await put({ heroImageUrl: "javascript:alert(1)" })).statusCode).toBe(400);
    expect((await getSettings(ctx.db)).heroImageUrl).toBeNull();
  });

  it("PUT /api/settings answers 400 for malformed JSON", async () => {
    const response = await ctx.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie: ctx.cookie, "content-type": "application/json" },
      payload: "{bad",
    });
    expect(response.statusCode).toBe(400);
  });

  it("PUT /api/settings with null restores the default hero", async () => {
    await saveSettings(ctx.db, HERO);
    const response = await put({ heroImageUrl: null });
    expect(response.json()).toEqual({ id: 1, heroImageUrl: null });
    expect((await getSettings(ctx.db)).heroImageUrl).toBeNull();
  });
});

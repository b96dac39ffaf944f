import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { App } from "../app";
import { buildTestApp, TEST_PASSWORD } from "../testing";

interface Line {
  level: number;
  reqId?: string;
  method?: string;
  url?: string;
  status?: number;
  msg: string;
}

/** The app with its JSON log lines collected. */
async function appWithLog(level: string) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const { app } = await buildTestApp({ logger: { level, stream } });
  return { app, requests: () => lines.filter((l) => l.msg === "request") };
}

describe("request logging", () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it("logs writes and failures at info, reads and health probes not at all", async () => {
    const logged = await appWithLog("info");
    app = logged.app;
    await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "GET", url: "/api/recipes" });
    await app.inject({ method: "GET", url: "/api/recipes/bestaat-niet" });
    await app.inject({ method: "POST", url: "/api/auth/login", payload: { password: TEST_PASSWORD } });
    expect(
      logged.requests().map(({ level, method, url, status }) => ({ level, method, url, status })),
    ).toEqual([
      { level: 30, method: "GET", url: "/api/recipes/bestaat-niet", status: 404 },
      { level: 30, method: "POST", url: "/api/auth/login", status: 200 },
    ]);
    // Each line names its request, though the request's logger is only made when it writes.
    const ids = logged.requests().map((line) => line.reqId);
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(2);
  });

  it("logs every request, one line each, at debug", async () => {
    const logged = await appWithLog("debug");
    app = logged.app;
    await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "GET", url: "/api/health/live" });
    expect(logged.requests().map(({ level, url }) => ({ level, url }))).toEqual([
      { level: 20, url: "/api/health" },
      { level: 20, url: "/api/health/live" },
    ]);
  });

  it("makes a request's logger only for a request that writes a line", async () => {
    const logged = await appWithLog("info");
    app = logged.app;
    const child = vi.spyOn(app.log, "child");
    await app.inject({ method: "GET", url: "/api/health/live" });
    await app.inject({ method: "GET", url: "/api/settings" });
    expect(child).not.toHaveBeenCalled();
    await app.inject({ method: "GET", url: "/api/recipes/bestaat-niet" });
    expect(child).toHaveBeenCalledTimes(1);
    expect(logged.requests().map(({ url, status }) => ({ url, status }))).toEqual([
      { url: "/api/recipes/bestaat-niet", status: 404 },
    ]);
  });
  it("keeps the first 256 characters of a long URL and counts the rest", async () => {
    const logged = await appWithLog("info");
    app = logged.app;
    const url = `/trpc/${Array.from({ length: 380 }, () => "recipes.list").join(",")}?batch=1`;
    expect(url).toHaveLength(4_953);
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(400);
    expect(logged.requests().map(({ url, status }) => ({ url, status }))).toEqual([
      { url: `${url.slice(0, 256)}[+4697]`, status: 400 },
    ]);
  });
});

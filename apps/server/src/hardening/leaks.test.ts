import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";

import { recipeInput } from "@repo/db/testing";

import type { App } from "../app";
import type { TestAppOptions } from "../testing";
import { buildLoggedInApp, buildTestApp, TEST_PASSWORD } from "../testing";

describe("what error answers, cookies, logs and image URLs give away", () => {
  let app: App;
  let cookie: string;
  afterEach(() => app.close());

  async function start(overrides: TestAppOptions = {}) {
    ({ app, cookie } = await buildLoggedInApp(overrides));
  }

  it("never puts a stack trace or a server path in a tRPC or REST error answer", async () => {
    await start();
    const answers = await Promise.all([
      app.inject({ url: `/trpc/recipes.byId?input=${encodeURIComponent(JSON.stringify({ id: "" }))}` }),
      app.inject({ url: `/trpc/recipes.byId?input=${encodeURIComponent(JSON.stringify({ id: "nope" }))}` }),
      app.inject({ method: "POST", url: "/trpc/recipes.create", payload: { name: "" } }),
      app.inject({ method: "POST", url: "/trpc/recipes.create", headers: { cookie }, payload: { name: "" } }),
      app.inject({ method: "POST", url: "/trpc/nope.nothing", payload: {} }),
      app.inject({
        method: "POST",
        url: "/api/recipes",
        headers: { cookie, "content-type": "application/json" },
        payload: "{",
      }),
      app.inject({ method: "POST", url: "/api/recipes", headers: { cookie }, payload: { name: "" } }),
      app.inject({ url: "/api/recipes/nope" }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.body).not.toContain("stack");
      expect(answer.body).not.toMatch(/\/(work|home|src|node_modules)\//);
      expect(answer.body).not.toMatch(/\.ts:\d+/);
    }
  });

  it("sets a Secure __Host- cookie when PUBLIC_URL is https, without any proxy", async () => {
    ({ app } = await buildTestApp({ publicUrl: "https://recepten.example" }));
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { password: TEST_PASSWORD },
    });
    const header = String(response.headers["set-cookie"]);
    expect(header).toMatch(/^__Host-receptenboek_session=/);
    expect(header).toMatch(/; Secure/i);
    // The cookie it set is the one it reads back.
    const check = await app.inject({
      url: "/api/auth/check",
      headers: { cookie: header.split(";")[0] ?? "" },
    });
    expect(check.json()).toEqual({ isAuthenticated: true });
  });

  it("refuses a password with a control character with 400, also when it is the right one plus NUL", async () => {
    await start();
    for (const password of [`${TEST_PASSWORD}\u0000`, "pw\u0000", "\u001bpw", `${TEST_PASSWORD}\u007f`]) {
      const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: { password } });
      expect(response.statusCode).toBe(400);
      expect(response.cookies).toHaveLength(0);
    }
  });

  it("writes upload URLs to the request log without their signature", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    await start({ logger: { level: "info", stream } });
    const created = await app.inject({ method: "POST", url: "/api/objects/upload", headers: { cookie } });
    const url = new URL(created.json<{ uploadURL: string }>().uploadURL);
    const signature = url.searchParams.get("signature") ?? "";
    expect(signature.length).toBeGreaterThan(10);
    await app.inject({
      method: "PUT",
      url: `${url.pathname}${url.search}`,
      payload: Buffer.from("not an image"),
    });
    // The line is written as the answer finishes sending, which may be a tick after inject returns.
    await vi.waitFor(() => expect(lines.join("")).toContain("/objects/upload/recipe-images/"));
    const log = lines.join("");
    expect(log).toContain("signature=[redacted]");
    expect(log).not.toContain(signature);
  });

  describe("image URLs", () => {
    const create = (imageUrl: string) =>
      app.inject({
        method: "POST",
        url: "/api/recipes",
        headers: { cookie },
        payload: recipeInput({ imageUrl }),
      });
    const hero = (heroImageUrl: string) =>
      app.inject({ method: "PUT", url: "/api/settings", headers: { cookie }, payload: { heroImageUrl } });

    it("accepts this site's uploads and https URLs, and refuses plain http", async () => {
      await start();
      expect((await create("/objects/recipe-images/abcdefghijklmnopqrstuv")).statusCode).toBe(201);
      expect((await create("https://images.example/omelet.jpg")).statusCode).toBe(201);
      const insecure = await create("http://images.example/omelet.jpg");
      expect(insecure.statusCode).toBe(400);
      expect(Object.keys(insecure.json<{ errors: { fieldErrors: object } }>().errors.fieldErrors)).toEqual([
        "imageUrl",
      ]);
      expect((await hero("http://images.example/hero.jpg")).statusCode).toBe(400);
    });

    it("takes external images only from IMAGE_HOSTS when that is set", async () => {
      await start({ imageHosts: ["images.example"] });
      expect((await create("https://images.example/omelet.jpg")).statusCode).toBe(201);
      expect((await create("/objects/recipe-images/abcdefghijklmnopqrstuv")).statusCode).toBe(201);
      const tracker = await create("https://tracker.example/pixel.gif");
      expect(tracker.statusCode).toBe(400);
      expect(Object.keys(tracker.json<{ errors: { fieldErrors: object } }>().errors.fieldErrors)).toEqual([
        "imageUrl",
      ]);
      expect((await hero("https://tracker.example/hero.jpg")).statusCode).toBe(400);
      expect((await hero("https://IMAGES.example/hero.jpg")).statusCode).toBe(200);
      // Issue 41 item 7: an entry without a port is the default https port only.
      expect((await create("https://images.example:8443/omelet.jpg")).statusCode).toBe(400);
      expect((await hero("https://images.example:8443/hero.jpg")).statusCode).toBe(400);
    });
  });
});

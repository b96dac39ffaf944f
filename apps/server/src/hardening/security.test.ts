import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { countRecipes } from "@repo/db";
import { recipeInput } from "@repo/db/testing";

import type { App } from "../app";
import { buildPagesTestApp, buildTestApp, login, TEST_PASSWORD, useLoggedInApp } from "../testing";

const XSS_NAME = `</script><img src=x onerror=alert(1)>"'&`;

describe("cross-site requests", () => {
  const ctx = useLoggedInApp();

  const create = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie: ctx.cookie, ...headers },
      payload: recipeInput(),
    });

  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["a null Origin", { origin: "null" }],
    ["a foreign Referer without Origin", { referer: "https://evil.example/page" }],
  ])("refuses a write with %s (403) and stores nothing", async (_label, headers) => {
    const response = await create(headers);
    expect(response.statusCode).toBe(403);
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("refuses a cross-site login and tRPC mutation too", async () => {
    const origin = { origin: "https://evil.example" };
    const loginResponse = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: origin,
      payload: { password: "x" },
    });
    expect(loginResponse.statusCode).toBe(403);
    const trpc = await ctx.app.inject({
      method: "POST",
      url: "/trpc/recipes.create",
      headers: { cookie: ctx.cookie, ...origin },
      payload: recipeInput(),
    });
    expect(trpc.statusCode).toBe(403);
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("accepts a same-origin write, and one without Origin or Referer (non-browser clients)", async () => {
    expect((await create({ origin: "http://localhost:80", host: "localhost:80" })).statusCode).toBe(201);
    expect((await create({})).statusCode).toBe(201);
    expect(await countRecipes(ctx.db)).toBe(2);
  });

  it("accepts writes from PUBLIC_URL's origin", async () => {
    await ctx.app.close();
    ({ app: ctx.app, db: ctx.db } = await buildTestApp({ publicUrl: "https://recepten.example" }));
    ctx.cookie = await login(ctx.app);
    expect((await create({ origin: "https://recepten.example" })).statusCode).toBe(201);
  });

  it("takes JSON only: text/plain and FormData bodies are refused", async () => {
    const text = await ctx.app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie: ctx.cookie, "content-type": "text/plain" },
      payload: JSON.stringify(recipeInput()),
    });
    expect(text.statusCode).toBe(415);
    const form = await ctx.app.inject({
      method: "POST",
      url: "/trpc/recipes.create",
      headers: { cookie: ctx.cookie, "content-type": "multipart/form-data; boundary=x" },
      payload: "--x--",
    });
    expect(form.statusCode).toBe(415);
    expect(await countRecipes(ctx.db)).toBe(0);
  });
});

describe("escaping", () => {
  let app: App;
  let cookie: string;
  beforeAll(async () => {
    ({ app } = await buildPagesTestApp());
    cookie = await login(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it("stores a hostile name verbatim and renders it as data in the head, JSON-LD and sitemap", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie },
      payload: recipeInput({ name: XSS_NAME, ingredients: [`<b>"boter"</b>`, "1 el olie"] }),
    });
    const { id, name } = created.json<{ id: string; name: string }>();
    expect(name).toBe(XSS_NAME);

    const html = (await app.inject({ url: `/recipe/${id}` })).body;
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("</script><img");
    // Exactly the page's own script elements, and each JSON-LD block parses back to the name.
    const blocks = [...html.matchAll(/<script data-ssr type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    const jsonLd = JSON.parse(blocks[0]?.[1] ?? "null") as { name: string; recipeIngredient: string[] };
    expect(jsonLd.name).toBe(XSS_NAME);
    expect(jsonLd.recipeIngredient[0]).toBe(`<b>"boter"</b>`);
    expect(html).toContain(
      "<title data-ssr>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp; | Receptenboek</title>",
    );

    const home = (await app.inject({ url: "/" })).body;
    expect(home).not.toContain("<img src=x");
    const sitemap = (await app.inject({ url: "/sitemap.xml" })).body;
    expect(sitemap).not.toContain("<img");
  });
});

describe("uploads", () => {
  const ctx = useLoggedInApp();

  async function upload(bytes: Buffer, type = "image/jpeg") {
    const { uploadURL } = (
      await ctx.app.inject({ method: "POST", url: "/api/objects/upload", headers: { cookie: ctx.cookie } })
    ).json<{ uploadURL: string }>();
    const url = new URL(uploadURL);
    return ctx.app.inject({
      method: "PUT",
      url: url.pathname + url.search,
      headers: { "content-type": type },
      payload: bytes,
    });
  }

  it("strips EXIF and GPS from a JPEG and applies its orientation", async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3a7" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Artist: "Geheime Fotograaf" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 22/1 0/1" },
      })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.orientation).toBe(6);
    expect(jpeg.includes(Buffer.from("Geheime Fotograaf"))).toBe(true);
    const response = await upload(jpeg);
    expect(response.statusCode).toBe(200);
    const { objectPath } = response.json<{ objectPath: string }>();
    const stored = (await ctx.app.inject({ url: objectPath })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("Geheime Fotograaf"))).toBe(false);
    // Orientation 6 means "rotate 90°": the stored image is upright, so portrait.
    expect(meta.width).toBe(200);
    expect(meta.height).toBe(300);
  });

  it("refuses a decompression bomb (more than 40 megapixels) with 413", async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(10_485_760);
    expect((await upload(bomb, "image/png")).statusCode).toBe(413);
  });

  it("refuses an SVG carrying a script with 415, whatever its content type says", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(svg, "image/png")).statusCode).toBe(415);
    expect((await upload(svg, "image/svg+xml")).statusCode).toBe(415);
  });

  it("serves stored images sandboxed, never outside the store", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const { objectPath } = (await upload(png, "image/png")).json<{ objectPath: string }>();
    const image = await ctx.app.inject({ url: objectPath });
    expect(image.headers["content-security-policy"]).toBe("sandbox");
    expect(image.headers["content-type"]).toBe("image/webp");
    for (const url of [
      "/objects/recipe-images/..%2F..%2F..%2Fetc%2Fpasswd",
      "/objects/recipe-images/../../package.json",
      "/objects/../package.json",
      "/objects/recipe-images/%2e%2e%2fsession-secret",
      "/objects/session-secret",
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain("root:");
    }
  });
});

describe("password guessing", () => {
  it("answers the sixth wrong password with 429, and lets the right one in after the window", async () => {
    const { app } = await buildTestApp({ login: { maxAttempts: 5, windowSeconds: 1 } });
    const attempt = (password: string) =>
      app.inject({ method: "POST", url: "/api/auth/login", payload: { password } });
    for (let i = 0; i < 5; i++) expect((await attempt("geraden")).statusCode).toBe(401);
    const throttled = await attempt("geraden");
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    // Even the right password waits while throttled...
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // ...and works once the window has passed.
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    await app.close();
  });
});

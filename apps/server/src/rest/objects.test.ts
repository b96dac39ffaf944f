import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { MAX_IMAGE_BYTES } from "@repo/domain";

import { signedUploadPath, UPLOAD_URL_TTL_MS } from "../objects/signing";
import { TEST_SESSION_SECRET, useLoggedInApp } from "../testing";

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();

/** Path and query of an absolute uploadURL, for app.inject. */
const pathOf = (uploadURL: string) => {
  const url = new URL(uploadURL);
  return `${url.pathname}${url.search}`;
};

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP";

describe("REST /api/objects and /objects", () => {
  const ctx = useLoggedInApp();

  async function uploadUrl(): Promise<string> {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/objects/upload",
      headers: { cookie: ctx.cookie },
    });
    expect(response.statusCode).toBe(200);
    return pathOf(response.json<{ uploadURL: string }>().uploadURL);
  }

  const put = (url: string, payload: Buffer | string, contentType = "image/png") =>
    ctx.app.inject({ method: "PUT", url, payload, headers: { "content-type": contentType } });

  it("POST /api/objects/upload gives the admin a signed upload URL", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/objects/upload",
      headers: { cookie: ctx.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { uploadURL } = response.json<{ uploadURL: string }>();
    expect(uploadURL).toMatch(
      /^http:\/\/localhost(:\d+)?\/objects\/upload\/recipe-images\/[A-Za-z0-9_-]{16,64}\?expires=\d+&signature=[A-Za-z0-9_-]+$/,
    );
    const expires = Number(new URL(uploadURL).searchParams.get("expires"));
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThanOrEqual(Date.now() + UPLOAD_URL_TTL_MS);
  });

  it("POST /api/objects/upload answers 401 without a session and issues no key", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/objects/upload" });
    expect(response.statusCode).toBe(401);
    expect(await ctx.db.selectFrom("uploads").selectAll().execute()).toEqual([]);
  });

  it("stores an uploaded PNG and serves it as WebP under /objects/recipe-images/{key}", async () => {
    const url = await uploadUrl();
    const key = url.split("?")[0]?.split("/").pop() ?? "";
    const upload = await put(url, await png());
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toEqual({ objectPath: `/objects/recipe-images/${key}` });
    expect(upload.headers.location).toBe(`/objects/recipe-images/${key}`);

    const image = await ctx.app.inject({ method: "GET", url: `/objects/recipe-images/${key}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(isWebp(image.rawPayload)).toBe(true);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 64, 48]);
  });

  it("serves resized variants of an upload, never larger than the original", async () => {
    const url = await uploadUrl();
    const { objectPath } = (await put(url, await png())).json<{ objectPath: string }>();
    const variant = await ctx.app.inject({ method: "GET", url: `${objectPath}?w=320` });
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(64);
    expect((await ctx.app.inject({ method: "GET", url: `${objectPath}?w=999` })).statusCode).toBe(404);
  });

  it("uses the uploaded path as a recipe image", async () => {
    const { objectPath } = (await put(await uploadUrl(), await png())).json<{ objectPath: string }>();
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie: ctx.cookie },
      payload: {
        name: "Omelet",
        chapter: "Ontbijt",
        proteinType: "Ei",
        preparationMethod: "Pan",
        ingredients: ["2 stuks eieren"],
        instructions: "Klop.\nBak.",
        imageUrl: objectPath,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ imageUrl: objectPath });
  });

  it("answers 403 for an upload URL used a second time", async () => {
    const url = await uploadUrl();
    expect((await put(url, await png())).statusCode).toBe(200);
    const again = await put(url, await png());
    expect(again.statusCode).toBe(403);
  });

  it("stores only one of two concurrent uploads to the same URL", async () => {
    const url = await uploadUrl();
    const image = await png();
    const statuses = (await Promise.all([put(url, image), put(url, image)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 403]);
  });

  it("answers 403 for a tampered signature", async () => {
    const url = await uploadUrl();
    const tampered = url.replace(/signature=([^&])/, (_m, c: string) => `signature=${c === "A" ? "B" : "A"}`);
    expect(tampered).not.toBe(url);
    expect((await put(tampered, await png())).statusCode).toBe(403);
    // The real URL was not spent by the refused attempt.
    expect((await put(url, await png())).statusCode).toBe(200);
  });

  it("answers 403 for a later expiry under the old signature", async () => {
    const url = await uploadUrl();
    const extended = url.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 3_600_000}`);
    expect((await put(extended, await png())).statusCode).toBe(403);
  });

  it("answers 403 for an expired upload URL", async () => {
    const url = await uploadUrl();
    const key = url.split("?")[0]?.split("/").pop() ?? "";
    const expired = signedUploadPath(TEST_SESSION_SECRET, key, Date.now() - 1000);
    expect((await put(expired, await png())).statusCode).toBe(403);
  });

  it("answers 403 for a correctly signed key that was never issued", async () => {
    const forged = signedUploadPath(TEST_SESSION_SECRET, "never-issued-key-0123", Date.now() + 60_000);
    expect((await put(forged, await png())).statusCode).toBe(403);
  });

  it("answers 403 for an upload URL without a signature", async () => {
    const url = await uploadUrl();
    expect((await put(url.split("&")[0] ?? "", await png())).statusCode).toBe(403);
  });

  it("answers 413 for an upload over 10485760 bytes, and the URL stays usable", async () => {
    const url = await uploadUrl();
    const response = await put(url, Buffer.alloc(MAX_IMAGE_BYTES + 1));
    expect(MAX_IMAGE_BYTES).toBe(10_485_760);
    expect(response.statusCode).toBe(413);
    expect((await put(url, await png())).statusCode).toBe(200);
  });

  it("reads an upload of exactly 10485760 bytes (and refuses it for not being an image)", async () => {
    const url = await uploadUrl();
    expect((await put(url, Buffer.alloc(MAX_IMAGE_BYTES, 0x20))).statusCode).toBe(415);
  });

  it("answers 415 for a text file named .png, and the URL stays usable", async () => {
    const url = await uploadUrl();
    const response = await put(url, "Dit is geen afbeelding, alleen tekst.\n");
    expect(response.statusCode).toBe(415);
    expect((await put(url, await png())).statusCode).toBe(200);
  });

  it("answers 415 for an SVG", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect((await put(await uploadUrl(), svg, "image/svg+xml")).statusCode).toBe(415);
  });

  it("answers 415 for a truncated PNG", async () => {
    const bytes = await png();
    expect((await put(await uploadUrl(), bytes.subarray(0, 40))).statusCode).toBe(415);
  });

  it("answers 400 for an empty upload", async () => {
    expect((await put(await uploadUrl(), Buffer.alloc(0))).statusCode).toBe(400);
  });

  it("answers 404 for an unknown image", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/objects/recipe-images/abcdefghijklmnopqrstuv",
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    "/objects/recipe-images/..%2F..%2Fetc%2Fpasswd",
    "/objects/recipe-images/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "/objects/recipe-images/../../etc/passwd",
    "/objects/recipe-images/..%5C..%5Cetc%5Cpasswd",
    "/objects/../../etc/passwd",
    "/objects/recipe-images/x/../../../package.json",
  ])("answers 404 for the traversal attempt %s", async (url) => {
    const response = await ctx.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/root:|"name"/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { App } from "../app";
import { buildPagesTestApp } from "../testing";

/** A template with a script of its own in the head, and one hashed build file. */
const WEB_FILES = {
  "index.html":
    '<!doctype html><html lang="nl"><head><script>document.documentElement.dataset.x="1"</script><!--app-head--></head><body><div id="root"></div></body></html>',
  "assets/app-Ab12.js": "export const a = 1;",
};

describe("security headers", () => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildPagesTestApp({}, WEB_FILES));
  });
  afterAll(async () => {
    await app.close();
  });

  it("sends a hashed script the headers that guard a subresource, without a page's", async () => {
    const script = await app.inject({ url: "/assets/app-Ab12.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const name of [
      "x-frame-options",
      "cross-origin-opener-policy",
      "referrer-policy",
      "x-xss-protection",
    ]) {
      expect(script.headers[name], name).toBeUndefined();
    }
  });

  it("sends a strict Content-Security-Policy that allows the inline theme script by hash only", async () => {
    const response = await app.inject({ url: "/" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-inline';script");
    expect(csp.split(";").find((d) => d.startsWith("script-src"))).not.toContain("unsafe-inline");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("gives the API's data a policy that allows nothing, with every other security header of a page", async () => {
    const page = await app.inject({ url: "/" });
    for (const url of ["/api/health/live", "/api/recipes", "/api/nope", "/trpc/recipes.list"]) {
      const response = await app.inject({ url });
      expect(response.headers["content-security-policy"], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      for (const name of [
        "cross-origin-opener-policy",
        "cross-origin-resource-policy",
        "origin-agent-cluster",
        "referrer-policy",
        "x-content-type-options",
        "x-dns-prefetch-control",
        "x-download-options",
        "x-frame-options",
        "x-permitted-cross-domain-policies",
        "x-xss-protection",
      ]) {
        expect(response.headers[name], `${url} ${name}`).toBe(page.headers[name]);
      }
    }
    // The offline worker's script keeps the page's policy: a worker's requests obey its own.
    const worker = await app.inject({ url: "/sw.js" });
    expect(worker.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
  });

  it("sends HSTS when the site is served over HTTPS", async () => {
    const { app: https } = await buildPagesTestApp({ publicUrl: "https://recepten.example" }, WEB_FILES);
    const response = await https.inject({ url: "/" });
    expect(response.headers["strict-transport-security"]).toContain("max-age=");
    await https.close();
  });
});

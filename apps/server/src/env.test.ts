import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { projectRoot, readEnv } from "./env";

describe("projectRoot", () => {
  it("takes a release folder inside a checkout as the root, and a checkout's build folder as not", () => {
    const checkout = mkdtempSync(path.join(tmpdir(), "receptenboek-checkout-"));
    try {
      writeFileSync(path.join(checkout, "pnpm-workspace.yaml"), "packages: []\n");
      const release = path.join(checkout, "release");
      const dist = path.join(checkout, "apps/server/dist");
      mkdirSync(release, { recursive: true });
      mkdirSync(dist, { recursive: true });
      for (const file of ["server.js", "package.json"]) writeFileSync(path.join(release, file), "");
      writeFileSync(path.join(dist, "server.js"), "");
      expect(projectRoot(release)).toBe(release);
      expect(readEnv({ DATA_DIR: "./data" }, projectRoot(release)).DATA_DIR).toBe(path.join(release, "data"));
      expect(projectRoot(dist)).toBe(checkout);
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });
});

describe("readEnv", () => {
  it.each([
    [undefined, false],
    ["false", false],
    ["true", true],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["10.0.0.2", ["10.0.0.2"]],
    ["10.0.0.0/8, 192.168.1.1", ["10.0.0.0/8", "192.168.1.1"]],
    ["::1,fd00::/8", ["::1", "fd00::/8"]],
    ["loopback", ["loopback"]],
  ])("reads TRUST_PROXY=%j as Fastify's trustProxy %j", (value, expected) => {
    expect(readEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(["yes", "10.0.0.0/33", "proxy.example", "10.0.0.2,", "1.2.3"])(
    "refuses TRUST_PROXY=%j",
    (value) => {
      expect(() => readEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it("reads ALLOWED_HOSTS and IMAGE_HOSTS as comma-separated lists", () => {
    const env = readEnv({ ALLOWED_HOSTS: "recepten.lan, 10.0.0.5:3000", IMAGE_HOSTS: "images.example" });
    expect(env.ALLOWED_HOSTS).toEqual(["recepten.lan", "10.0.0.5:3000"]);
    expect(env.IMAGE_HOSTS).toEqual(["images.example"]);
    expect(readEnv({}).ALLOWED_HOSTS).toBeUndefined();
  });

  it("issue 41 item 7: refuses an IMAGE_HOSTS entry that is not a host with an optional port", () => {
    expect(readEnv({ IMAGE_HOSTS: "cdn.example:8443, [2001:db8::1]" }).IMAGE_HOSTS).toEqual([
      "cdn.example:8443",
      "[2001:db8::1]",
    ]);
    for (const bad of ["https://cdn.example", "cdn.example/pad", "cdn.example:99999", "user@cdn.example"]) {
      expect(() => readEnv({ IMAGE_HOSTS: `images.example,${bad}` }), bad).toThrow(`(not ${bad})`);
    }
  });

  it("refuses an ADMIN_PASSWORD with a control character", () => {
    expect(() => readEnv({ ADMIN_PASSWORD: "a long enough password\u0000" })).toThrow(/ADMIN_PASSWORD/);
    expect(() => readEnv({ ADMIN_PASSWORD: "te kort" })).toThrow(
      "Invalid setting ADMIN_PASSWORD: The new password must be at least 12 characters long",
    );
    expect(readEnv({ ADMIN_PASSWORD: "a long enough password" }).ADMIN_PASSWORD).toBe(
      "a long enough password",
    );
  });

  it("issue 41 item 7: refuses an invisible ADMIN_PASSWORD, as every new password", () => {
    const blank = "The new password must not be whitespace or invisible characters only";
    const invisible = "The new password must not contain control, format or other invisible characters";
    for (const [value, message] of [
      ["\u200b".repeat(12), blank],
      [" \u200b".repeat(6), blank],
      ["a long enough\u2028password", invisible],
      ["a long enough\u0085password", invisible],
      ["a long enough\u200bpassword", invisible],
    ] as const) {
      expect(() => readEnv({ ADMIN_PASSWORD: value }), JSON.stringify(value)).toThrow(
        `Invalid setting ADMIN_PASSWORD: ${message}`,
      );
    }
  });
});

import { describe, expect, it } from "vitest";

import { DEFAULT_COST, hashPassword, verifyPassword } from "./password";
import { TEST_COST } from "./testing";

describe("password", () => {
  it("hashes into scrypt$N$r$p$salt$hash", async () => {
    const hash = await hashPassword("geheim wachtwoord", TEST_COST);
    const [scheme, n, r, p, salt, key] = hash.split("$");
    expect([scheme, n, r, p]).toEqual(["scrypt", "1024", "8", "1"]);
    expect(Buffer.from(salt ?? "", "base64")).toHaveLength(16);
    expect(Buffer.from(key ?? "", "base64")).toHaveLength(32);
  });

  it("never contains the password itself", async () => {
    expect(await hashPassword("geheim wachtwoord", TEST_COST)).not.toContain("geheim");
  });

  it("salts every hash", async () => {
    const [a, b] = await Promise.all([hashPassword("zelfde", TEST_COST), hashPassword("zelfde", TEST_COST)]);
    expect(a).not.toBe(b);
  });

  it("verifies the right password", async () => {
    expect(
      await verifyPassword("geheim wachtwoord", await hashPassword("geheim wachtwoord", TEST_COST)),
    ).toBe(true);
  });

  it("rejects a wrong password", async () => {
    const hash = await hashPassword("geheim wachtwoord", TEST_COST);
    expect(await verifyPassword("Geheim wachtwoord", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it.each(["", "plain text", "bcrypt$10$abc$def$ghi$jkl", "scrypt$1024$8$1$c2FsdA=="])(
    "rejects the malformed hash %j",
    async (stored) => {
      expect(await verifyPassword("anything", stored)).toBe(false);
    },
  );

  // Regression: cost parameters scrypt refuses used to throw instead of answering false.
  it.each(["scrypt$abc$8$1$c2FsdA==$aGFzaA==", "scrypt$1000$8$1$c2FsdA==$aGFzaA=="])(
    "rejects the hash %j with invalid cost parameters",
    async (stored) => {
      await expect(verifyPassword("anything", stored)).resolves.toBe(false);
    },
  );

  it("rejects a hash whose key has another length", async () => {
    const hash = await hashPassword("geheim", TEST_COST);
    const truncated = hash.replace(/[^$]+$/, Buffer.alloc(16).toString("base64"));
    expect(await verifyPassword("geheim", truncated)).toBe(false);
  });

  it("hashes and verifies with the production cost", async () => {
    const hash = await hashPassword("geheim wachtwoord");
    expect(hash.startsWith(`scrypt$${DEFAULT_COST.N}$${DEFAULT_COST.r}$${DEFAULT_COST.p}$`)).toBe(true);
    expect(await verifyPassword("geheim wachtwoord", hash)).toBe(true);
  }, 20_000);
});

import { describe, expect, it } from "vitest";

import { fromBase64Url, importKey, newKeyText, open, seal, toBase64Url } from "./crypto";

const HOUSEHOLD = "AAAAAAAAAAAAAAAAAAAAAAAA";
const words = (text: string) => new TextEncoder().encode(text);

describe("a household's encryption", () => {
  it("opens what it sealed, with a fresh nonce each time", async () => {
    const key = await importKey(newKeyText());
    const first = await seal(key, HOUSEHOLD, words("200 g spinazie"));
    const second = await seal(key, HOUSEHOLD, words("200 g spinazie"));
    expect(first).not.toBe(second);
    expect(fromBase64Url(first).subarray(1, 13)).not.toEqual(fromBase64Url(second).subarray(1, 13));
    expect(new TextDecoder().decode((await open(key, HOUSEHOLD, first)) ?? undefined)).toBe("200 g spinazie");
    expect(first).not.toContain("spinazie");
  });

  it("rejects a message with any one bit flipped, another key's, or another household's", async () => {
    const keyText = newKeyText();
    const key = await importKey(keyText);
    const sealed = fromBase64Url(await seal(key, HOUSEHOLD, words("prei")));
    for (const at of [0, 5, 13, sealed.length - 1]) {
      const flipped = sealed.slice();
      flipped[at] = (flipped[at] ?? 0) ^ 1;
      expect(await open(key, HOUSEHOLD, toBase64Url(flipped))).toBeNull();
    }
    expect(await open(await importKey(newKeyText()), HOUSEHOLD, toBase64Url(sealed))).toBeNull();
    expect(await open(key, "BBBBBBBBBBBBBBBBBBBBBBBB", toBase64Url(sealed))).toBeNull();
    expect(await open(key, HOUSEHOLD, "nonsense")).toBeNull();
  });

  it("takes only a 256-bit key", async () => {
    expect(newKeyText()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(importKey("kort")).rejects.toThrow();
  });
});

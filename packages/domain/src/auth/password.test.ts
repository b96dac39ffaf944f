import { describe, expect, it } from "vitest";

import { hasControlCharacter, hasInvisibleCharacter, isBlankPassword, passwordStrength } from "./password";

describe("hasControlCharacter", () => {
  it.each(["pw\u0000", "\u0001pw", "p\tw", "pw\n", "pw\u001f", "pw\u007f"])("finds one in %j", (value) => {
    expect(hasControlCharacter(value)).toBe(true);
  });

  it.each(["correct horse battery staple", "wachtwoord-ë€🙂", "p w", "~!@#$%^&*()"])(
    "finds none in %j",
    (value) => {
      expect(hasControlCharacter(value)).toBe(false);
    },
  );
});

describe("issue 41 item 7: invisible characters in a new password", () => {
  it.each([
    ["a zero-width space", "pw\u200b"],
    ["a line separator", "p\u2028w"],
    ["a paragraph separator", "p\u2029w"],
    ["a next-line control", "p\u0085w"],
    ["a NUL", "pw\u0000"],
    ["a soft hyphen", "p\u00adw"],
    ["a byte order mark", "\ufeffpw"],
    ["a left-to-right override", "\u202dpw"],
    ["a lone surrogate", "pw\ud800"],
  ])("finds %s", (_label, value) => {
    expect(hasInvisibleCharacter(value)).toBe(true);
  });

  it.each(["correct horse battery staple", "wachtwoord-ë€🙂", "p w", "p\u00a0w", "日本語のパスワード"])(
    "finds none in %j",
    (value) => {
      expect(hasInvisibleCharacter(value)).toBe(false);
    },
  );

  it("judges blankness after leaving the invisible characters out", () => {
    expect(isBlankPassword("\u200b".repeat(12))).toBe(true);
    expect(isBlankPassword(" \u2028\u0085\u00a0\u3000\u200d")).toBe(true);
    expect(isBlankPassword("\u200bx\u200b")).toBe(false);
  });
});

describe("passwordStrength", () => {
  it("calls anything under 12 characters too short", () => {
    expect(passwordStrength("")).toBe("tooShort");
    expect(passwordStrength("Abc123!xyz9")).toBe("tooShort");
  });

  it("calls one repeated character weak, however long", () => {
    expect(passwordStrength("aaaaaaaaaaaaaaaaaaaaaaaa")).toBe("weak");
  });

  it("calls twelve lower-case letters weak", () => {
    expect(passwordStrength("keukenkastje")).toBe("weak");
  });

  it("calls a longer mix fair and a long varied phrase strong", () => {
    expect(passwordStrength("Keukenkastje12")).toBe("fair");
    expect(passwordStrength("Drie groene Appels op tafel! 42")).toBe("strong");
  });
});

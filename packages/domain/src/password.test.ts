import { describe, expect, it } from "vitest";

import { hasControlCharacter, passwordStrength } from "./password";

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

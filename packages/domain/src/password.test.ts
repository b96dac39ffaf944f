import { describe, expect, it } from "vitest";

import { hasControlCharacter } from "./password";

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

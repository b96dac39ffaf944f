import { describe, expect, it } from "vitest";

import { newPasswordProblem } from "./auth";

describe("issue 41 item 7: the one rule for a new password refuses invisible ones", () => {
  it.each([
    ["twelve zero-width spaces", "\u200b".repeat(12), "blank"],
    ["spaces and line separators", " \u2028".repeat(6), "blank"],
    ["twelve spaces", " ".repeat(12), "blank"],
    ["a line separator inside", "een lang\u2028wachtwoord", "control"],
    ["a next-line control inside", "een lang\u0085wachtwoord", "control"],
    ["a zero-width space inside", "een lang\u200bwachtwoord", "control"],
    ["a tab inside", "een lang\twachtwoord", "control"],
    ["a short one with a zero-width space", "kort\u200b", "control"],
    ["eleven visible characters", "elf tekens!", "tooShort"],
  ] as const)("%s: %s", (_label, password, problem) => {
    expect(newPasswordProblem(password)).toBe(problem);
  });

  it("takes a password of visible characters, spaces and emoji", () => {
    expect(newPasswordProblem("een lang wachtwoord 🙂")).toBeNull();
    expect(newPasswordProblem("wachtwoord\u00a0met harde spatie")).toBeNull();
  });
});

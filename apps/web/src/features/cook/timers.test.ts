import { describe, expect, it } from "vitest";

import { formatRemaining } from "./timers";

describe("formatRemaining", () => {
  it("shows minutes and seconds, rounding a started second up", () => {
    expect(formatRemaining(600_000)).toBe("10:00");
    expect(formatRemaining(545_001)).toBe("9:06");
    expect(formatRemaining(5_000)).toBe("0:05");
  });

  it("shows hours when there are any", () => {
    expect(formatRemaining(3_720_000)).toBe("1:02:00");
  });

  it("never counts below zero", () => {
    expect(formatRemaining(-4_000)).toBe("0:00");
  });
});

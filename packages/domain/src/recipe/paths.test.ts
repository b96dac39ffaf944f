import { describe, expect, it } from "vitest";

import { instructionSteps, recipePath } from "./paths";

describe("recipe paths and steps", () => {
  it("puts a recipe's page under /recipe/, its id encoded", () => {
    expect(recipePath("abc-123")).toBe("/recipe/abc-123");
    expect(recipePath("a/b c")).toBe("/recipe/a%2Fb%20c");
  });

  it("makes one step of each non-empty line, trimmed", () => {
    expect(instructionSteps("Klop de eieren.\r\n\n  Bak de omelet.  \n")).toEqual([
      "Klop de eieren.",
      "Bak de omelet.",
    ]);
  });
});

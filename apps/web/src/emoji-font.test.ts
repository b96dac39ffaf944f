import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { iconEmoji } from "@repo/domain";

const page = readFileSync(new URL("../index.html", import.meta.url), "utf8");

describe("the icons' emoji font", () => {
  it("is used for exactly the characters of the icons' emoji", () => {
    const range = /unicodeRange:\s*"([^"]+)"/.exec(page)?.[1] ?? "";
    const listed = range.split(",").map((point) => Number.parseInt(point.trim().replace(/^U\+/, ""), 16));
    const needed = new Set(iconEmoji().flatMap((emoji) => [...emoji].map((c) => c.codePointAt(0) ?? 0)));
    expect(new Set(listed)).toEqual(needed);
  });
});

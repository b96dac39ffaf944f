import { describe, expect, it } from "vitest";

import type { MetricName } from "./index";
import { bucketOf, bucketRange, p75, pageKindOf, rating, windowStart } from "./index";

function histogram(metric: MetricName, values: number[]) {
  const counts = new Map<number, number>();
  for (const value of values)
    counts.set(bucketOf(metric, value), (counts.get(bucketOf(metric, value)) ?? 0) + 1);
  return counts;
}

describe("field vitals", () => {
  it("names the visitor pages by kind and leaves the others out", () => {
    expect(pageKindOf("/")).toBe("home");
    expect(pageKindOf("/recipe/abc123")).toBe("recipe");
    expect(pageKindOf("/recipe/abc123/koken")).toBe("cook");
    expect(pageKindOf("/weekmenu")).toBe("weekmenu");
    expect(pageKindOf("/boodschappen")).toBe("list");
    expect(pageKindOf("/cms")).toBeNull();
    expect(pageKindOf("/login")).toBeNull();
    expect(pageKindOf("/recipe/abc123/bewerken")).toBeNull();
  });

  it("rates by Google's lines, a value on the line still counting as the better side", () => {
    expect(rating("LCP", 2500)).toBe("good");
    expect(rating("LCP", 2501)).toBe("needs-improvement");
    expect(rating("LCP", 4001)).toBe("poor");
    expect(rating("INP", 200)).toBe("good");
    expect(rating("INP", 500)).toBe("needs-improvement");
    expect(rating("CLS", 0.26)).toBe("poor");
    expect(rating("TTFB", 800)).toBe("good");
    expect(rating("FCP", 3000.5)).toBe("poor");
  });

  it("puts every value in the bucket whose range holds it, zero and the maximum included", () => {
    expect(bucketOf("CLS", 0)).toBe(0);
    expect(bucketOf("LCP", 60_000)).toBe(47);
    for (const value of [10, 11, 99, 1234, 2500, 59_999]) {
      const { from, to } = bucketRange("LCP", bucketOf("LCP", value));
      expect(value).toBeGreaterThanOrEqual(from);
      expect(value).toBeLessThan(to);
    }
  });

  it("reads the p75 of a histogram within one bucket of the exact value", () => {
    // 1,000 CLS values 0.000, 0.001, ... 0.999 and 400 TTFBs of 50..449 ms: p75s 0.75 and 349.
    const cls = histogram(
      "CLS",
      Array.from({ length: 1000 }, (_, i) => i / 1000),
    );
    const ttfb = histogram(
      "TTFB",
      Array.from({ length: 400 }, (_, i) => 50 + i),
    );
    expect(Math.abs(bucketOf("CLS", p75("CLS", cls) ?? 0) - bucketOf("CLS", 0.75))).toBeLessThanOrEqual(1);
    expect(p75("CLS", cls)).toBeGreaterThan(0.75 / 1.22);
    expect(p75("CLS", cls)).toBeLessThan(0.75 * 1.22);
    expect(p75("TTFB", ttfb)).toBeGreaterThan(349 / 1.27);
    expect(p75("TTFB", ttfb)).toBeLessThan(349 * 1.27);
    expect(p75("LCP", new Map())).toBeNull();
  });

  it("counts a window's days back from today, today included", () => {
    expect(windowStart("2026-03-31", 90)).toBe("2026-01-01");
    expect(windowStart("2026-11-25", 7)).toBe("2026-11-19");
  });
});

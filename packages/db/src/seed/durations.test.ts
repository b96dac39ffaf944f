import { describe, expect, it } from "vitest";

import { findDurations, instructionSteps } from "@repo/domain";

import { SEED_RECIPES } from "./index";

const STEPS = SEED_RECIPES.flatMap((recipe) => instructionSteps(recipe.instructions));

// Written apart from the parser, on purpose plainer: a number (or range) and a time word.
const TIME_PHRASE = /\b\d+(?:[,.]\d+)?(?:\s*(?:-|–|tot|à)\s*\d+)?\s*(?:minuten|minuut|min|uur|seconden)\b/gi;
// What steps also measure, which must never start a timer.
const NOT_TIME =
  /\b\d+(?:[,.]\d+)?\s*(?:°C|°|graden|cm|mm|g|kg|ml|l|el|tl|stuks?|blokjes|plakjes|porties)(?![\p{L}])/giu;

describe("durations over the bundled collection", () => {
  it("has steps to check", () => {
    expect(STEPS.length).toBeGreaterThan(100);
  });

  it("finds exactly the phrases that name a time, as written", () => {
    const missing: string[] = [];
    const extra: string[] = [];
    for (const step of STEPS) {
      const expected = [...step.matchAll(TIME_PHRASE)].map((m) => m[0]);
      const texts = findDurations(step).map((d) => d.text);
      // A joined '1 uur en 15 minuten' covers two of the plain phrases.
      missing.push(...expected.filter((phrase) => !texts.some((text) => text.includes(phrase))));
      extra.push(...texts.filter((text) => !expected.some((phrase) => text.includes(phrase))));
    }
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it("gives every duration its place in the step and a length between a second and a day", () => {
    for (const step of STEPS) {
      for (const d of findDurations(step)) {
        expect(step.slice(d.start, d.end)).toBe(d.text);
        expect(d.seconds).toBeGreaterThan(0);
        expect(d.seconds).toBeLessThanOrEqual(24 * 3600);
      }
    }
  });

  it("ignores temperatures, sizes and amounts in the steps", () => {
    const ignored = STEPS.flatMap((step) => [...step.matchAll(NOT_TIME)].map((m) => ({ step, m })));
    // The collection does mention them, so this checks something.
    expect(ignored.length).toBeGreaterThan(10);
    const taken = ignored.filter(({ step, m }) =>
      findDurations(step).some((d) => d.start < m.index + m[0].length && m.index < d.end),
    );
    expect(taken.map(({ m }) => m[0])).toEqual([]);
  });
});

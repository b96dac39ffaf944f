import { describe, expect, it } from "vitest";

import { cookingWaits, splitPageTimes } from "./page-times";

const times = (prep: number | null, cook: number | null, total: number | null) => ({ prep, cook, total });

describe("a page's times as work and waiting", () => {
  it("an oven dish: the preparation is work, the baking is waiting", () => {
    expect(splitPageTimes(times(15, 60, 75), true)).toEqual({ prepTime: 15, waitTime: 60, clamped: false });
  });

  it("a stir-fry: cooking in the pan is work, so there is nothing to wait for", () => {
    expect(splitPageTimes(times(10, 15, 25), false)).toEqual({
      prepTime: 25,
      waitTime: null,
      clamped: false,
    });
  });

  it("what the total holds beyond the parts is waiting: marinating, chilling, rising", () => {
    // 10 minutes of work, 20 in the pan, two hours in the fridge first.
    expect(splitPageTimes(times(10, 20, 150), false)).toEqual({
      prepTime: 30,
      waitTime: 120,
      clamped: false,
    });
    // Overnight oats: five minutes of work, the night in the fridge.
    expect(splitPageTimes(times(5, null, 485), false)).toEqual({
      prepTime: 5,
      waitTime: 480,
      clamped: false,
    });
    expect(splitPageTimes(times(20, 30, 80), true)).toEqual({ prepTime: 20, waitTime: 60, clamped: false });
  });

  it("without a prepTime, the total beyond the cooking is the preparation", () => {
    expect(splitPageTimes(times(null, 45, 60), true)).toEqual({ prepTime: 15, waitTime: 45, clamped: false });
    expect(splitPageTimes(times(null, 20, 30), false)).toEqual({
      prepTime: 30,
      waitTime: null,
      clamped: false,
    });
  });

  it("parts without a total, and a total alone", () => {
    expect(splitPageTimes(times(10, 40, null), true)).toEqual({ prepTime: 10, waitTime: 40, clamped: false });
    expect(splitPageTimes(times(null, 12, null), false)).toEqual({
      prepTime: 12,
      waitTime: null,
      clamped: false,
    });
    expect(splitPageTimes(times(null, null, 45), true)).toEqual({
      prepTime: 45,
      waitTime: null,
      clamped: false,
    });
  });

  it("says nothing about the work when the page does not", () => {
    expect(splitPageTimes(times(null, null, null), true)).toEqual({
      prepTime: null,
      waitTime: null,
      clamped: false,
    });
    // Only a baking time: how long the work takes is anyone's guess.
    expect(splitPageTimes(times(null, 45, null), true)).toEqual({
      prepTime: null,
      waitTime: 45,
      clamped: false,
    });
    expect(splitPageTimes(times(0, 0, 0), false)).toEqual({ prepTime: null, waitTime: null, clamped: false });
  });

  it("a total smaller than its parts is a slip: the parts win", () => {
    expect(splitPageTimes(times(15, 60, 20), true)).toEqual({ prepTime: 15, waitTime: 60, clamped: false });
  });

  it("cuts what the form cannot hold, and says so", () => {
    // Three days of fermenting.
    expect(splitPageTimes(times(30, null, 30 + 3 * 1440), false)).toEqual({
      prepTime: 30,
      waitTime: 2880,
      clamped: true,
    });
    expect(splitPageTimes(times(99_999_999, null, null), false)).toEqual({
      prepTime: 1440,
      waitTime: null,
      clamped: true,
    });
  });
});

describe("whether cooking is waiting", () => {
  it("follows the method, and a stew in a pan waits too", () => {
    expect(cookingWaits("Oven", "Bak 40 minuten.")).toBe(true);
    expect(cookingWaits("Airfryer", "")).toBe(true);
    expect(cookingWaits("Stomen", "")).toBe(true);
    expect(cookingWaits("Koud", "Zet de soep in de koelkast.")).toBe(true);
    expect(cookingWaits("Pan", "Roerbak de groenten 5 minuten.")).toBe(false);
    expect(cookingWaits("Blender", "Mix tot een gladde smoothie.")).toBe(false);
    expect(cookingWaits("Pan", "Laat het vlees 1 uur zachtjes stoven.")).toBe(true);
    expect(cookingWaits("Pan", "Laat de saus 20 minuten sudderen.")).toBe(true);
  });

  it("issue 42 item 11: a soup simmering or boiling in a pan waits, frying does not", () => {
    expect(cookingWaits("Pan", "Laat de soep 25 minuten zachtjes koken.")).toBe(true);
    expect(cookingWaits("Pan", "Voeg de bouillon toe en kook alles 20 minuten.")).toBe(true);
    expect(cookingWaits("Pan", "Laat de vis 5 minuten garen op laag vuur.")).toBe(true);
    expect(cookingWaits("Pan", "Bak de ui 5 minuten zachtjes.")).toBe(false);
    expect(cookingWaits("Pan", "Fruit de ui en roerbak de groenten 8 minuten.")).toBe(false);
    expect(cookingWaits("Pan", "Breng aan de kook. Bak de kip 4 minuten per kant.")).toBe(false);
  });

  it("issue 42 item 11: prepTime 15, cookTime 25, totalTime 40 of a simmering soup is 15 work, 25 waiting", () => {
    const waits = cookingWaits("Pan", "Fruit de ui. Laat de soep 25 minuten koken. Pureer de soep.");
    expect(splitPageTimes(times(15, 25, 40), waits)).toEqual({ prepTime: 15, waitTime: 25, clamped: false });
  });
});

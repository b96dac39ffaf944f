import { describe, expect, it } from "vitest";

import { generatedCollection } from "./generated";
import {
  checkDay,
  clearSlot,
  decodeWeek,
  encodeWeek,
  isWeek,
  moveSlot,
  planContext,
  planWeek,
  setSlot,
  slotBreaks,
  swapSlot,
  toggleLock,
} from "./index";

const OPTIONS = { seed: 11, start: "2026-11-30", people: 2 };
const recipes = generatedCollection(100);
const ctx = planContext(recipes, OPTIONS);
const { week } = planWeek(recipes, OPTIONS);

describe("editing a week", () => {
  it("swaps a slot for the next candidate that keeps the rules, the same one every time", () => {
    const swapped = swapSlot(week, 7, ctx);
    expect(swapped.slots[7]).not.toBe(week.slots[7]);
    // In the small collection only the soft rules may give way: a light meal, a fourth day.
    expect(slotBreaks(swapped, 7, ctx).filter((rule) => rule !== "protein" && rule !== "spread")).toEqual([]);
    expect(swapSlot(week, 7, ctx)).toEqual(swapped);
    expect(swapped.slots.filter((_, i) => i !== 7)).toEqual(week.slots.filter((_, i) => i !== 7));
    expect(week.slots[7]).not.toBe(swapped.slots[7]); // the old week is left alone
  });

  it("locks and unlocks a slot, never an empty one", () => {
    const locked = toggleLock(week, 2);
    expect(locked.locked[2]).toBe(true);
    expect(toggleLock(locked, 2).locked[2]).toBe(false);
    expect(toggleLock(clearSlot(week, 2), 2).locked[2]).toBe(false);
  });

  it("clears a slot and the day counts two meals and says the meal is missing", () => {
    const cleared = clearSlot(toggleLock(week, 4), 4);
    expect(cleared.slots[4]).toBeNull();
    expect(cleared.locked[4]).toBe(false);
    const day = checkDay(cleared, 1, ctx);
    expect(day.meals).toBe(2);
    expect(day.breaks).toEqual([]);
    expect(slotBreaks(cleared, 4, ctx)).toEqual(["meal"]);
  });

  it("moves a meal with its lock; a dinner at breakfast is named as the wrong meal", () => {
    const moved = moveSlot(toggleLock(week, 2), 2, 3);
    expect(moved.slots[3]).toBe(week.slots[2]);
    expect(moved.slots[2]).toBe(week.slots[3]);
    expect(moved.locked[3]).toBe(true);
    expect(moved.locked[2]).toBe(false);
    expect(checkDay(moved, 1, ctx).breaks.map((b) => b.rule)).toContain("meal");
  });

  it("says when a hand-picked recipe repeats a protein group on the day", () => {
    const breakfast = recipes.find((r) => r.id === week.slots[0]);
    const sameGroup = recipes.find(
      (r) => ["Lunch", "Koude gerechten"].includes(r.chapter) && r.proteinType === breakfast?.proteinType,
    );
    expect(sameGroup).toBeDefined();
    const changed = setSlot(week, 1, sameGroup?.id ?? null);
    const hard = (rule: string) => rule !== "activeTime" && rule !== "spread" && rule !== "protein";
    expect(checkDay(changed, 0, ctx).breaks.filter((b) => hard(b.rule))).toEqual([
      { slot: 0, rule: "proteinGroup" },
      { slot: 1, rule: "proteinGroup" },
    ]);
    expect(checkDay(changed, 0, ctx).groups).toBe(2);
  });
});

describe("the share link's week", () => {
  it("carries exactly the week", () => {
    const locked = toggleLock(clearSlot(week, 5), 0);
    const text = encodeWeek(locked);
    expect(text).toMatch(/^1\.20261130\.2\.b\.1\./);
    expect(decodeWeek(text)).toEqual(locked);
    expect(isWeek(locked)).toBe(true);
  });

  it("reads nothing else", () => {
    const slots = Array(21).fill("abc").join("~");
    expect(decodeWeek(`1.20261130.2.b.0.${slots}`)?.slots).toHaveLength(21);
    for (const bad of [
      "",
      `2.20261130.2.b.0.${slots}`,
      `1.20261131.2.b.0.${slots}`,
      `1.20261130.0.b.0.${slots}`,
      `1.20261130.13.b.0.${slots}`,
      `1.20261130.2.b.0.${slots}~abc`,
      `1.20261130.2.b.0.${slots.replace("abc", "a/c")}`,
      `1.20261130.2.-1.0.${slots}`,
      `1.20261130.2.b.zzzzz.${slots}`,
    ]) {
      expect(decodeWeek(bad)).toBeNull();
    }
    expect(isWeek({ seed: 1, start: "x" })).toBe(false);
    expect(isWeek(null)).toBe(false);
  });
});

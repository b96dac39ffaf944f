import { describe, expect, it } from "vitest";

import { proteinGroup } from "@repo/domain";
import { checkDay, leftoverOf, mealOfSlot, planContext, planWeek } from "@repo/domain/weekmenu";

import { SEED_RECIPES } from "./index";

const recipes = SEED_RECIPES.map((r, i) => ({ ...r, id: `s${i}` }));
const byId = new Map(recipes.map((r) => [r.id, r]));
const START = "2026-11-30";
const WEEKDAY_MAX = 30;
const WEEKEND_MAX = 60;

describe("a week planned from the bundled collection", () => {
  for (let seed = 1; seed <= 40; seed++) {
    it(`keeps every rule with seed ${seed}`, () => {
      const options = { seed, start: START, people: 2 };
      const { week, gaveWay } = planWeek(recipes, options);
      expect(gaveWay).toEqual([]);
      const ctx = planContext(recipes, options);
      week.slots.forEach((id, slot) => {
        const recipe = byId.get(id ?? "");
        expect(recipe).toBeDefined();
        if (!recipe) return;
        const leftover = leftoverOf(week, slot, byId) !== null;
        const meal = mealOfSlot(slot);
        if (meal === "breakfast") expect(recipe.chapter).toBe("Ontbijt");
        if (meal === "lunch" && !leftover)
          expect(["Lunch", "Soepen", "Koude gerechten"]).toContain(recipe.chapter);
        if (meal === "dinner") expect(["Diner", "Ritme & Rust in Balans"]).toContain(recipe.chapter);
        if (leftover) {
          // A leftover is the next day's lunch of a soup or dish for four of the day before.
          expect(meal).toBe("lunch");
          expect([week.slots[slot - 3], week.slots[slot - 2]]).toContain(id);
          expect(recipe.servings).toBeGreaterThanOrEqual(4);
        } else {
          expect(recipe.prepTime).toBeLessThanOrEqual(slot >= 15 ? WEEKEND_MAX : WEEKDAY_MAX);
          expect(
            week.slots.filter((other, i) => other === id && leftoverOf(week, i, byId) === null),
          ).toHaveLength(1);
        }
      });
      for (let day = 0; day < 7; day++) {
        const groups = week.slots
          .slice(day * 3, day * 3 + 3)
          .map((id) => proteinGroup(byId.get(id ?? "")?.proteinType ?? ""));
        expect(new Set(groups).size).toBe(3);
        expect(checkDay(week, day, ctx)).toMatchObject({ meals: 3, groups: 3, breaks: [] });
      }
    });
  }

  it("serves neither sauces, snacks nor smoothies as a meal, whatever the seed", () => {
    const chapters = new Set<string>();
    for (let seed = 1; seed <= 100; seed++) {
      for (const id of planWeek(recipes, { seed, start: START, people: 2 }).week.slots)
        chapters.add(byId.get(id ?? "")?.chapter ?? "");
    }
    expect([...chapters].sort()).toEqual([
      "Diner",
      "Koude gerechten",
      "Lunch",
      "Ontbijt",
      "Ritme & Rust in Balans",
      "Soepen",
    ]);
  });

  it("a week without fish has no fish, haddock included", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { week } = planWeek(recipes, { seed, start: START, people: 2, exclusions: ["geenVis"] });
      expect(week.slots.map((id) => byId.get(id ?? "")?.proteinType)).not.toContain("Vis");
      expect(week.slots.map((id) => byId.get(id ?? "")?.proteinType)).not.toContain("Schelvis");
    }
  });

  it("a vegetarische week serves no meat or fish, and where it gives way it only repeats a dish", () => {
    let kept = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const { week, gaveWay } = planWeek(recipes, {
        seed,
        start: START,
        people: 2,
        exclusions: ["vegetarisch"],
      });
      const types = week.slots.map((id) => byId.get(id ?? "")?.proteinType);
      for (const meat of ["Kip", "Vis", "Schelvis", "Kalfsvlees", "Kalfsgehakt", "Ham"])
        expect(types).not.toContain(meat);
      expect(week.slots.every(Boolean)).toBe(true);
      // About ten vegetarian dinners, of which a day's breakfast and lunch rule some out by group.
      expect(gaveWay.filter((g) => g.rule !== "repeat")).toEqual([]);
      if (gaveWay.length === 0) kept++;
    }
    expect(kept).toBeGreaterThanOrEqual(8);
  });
});

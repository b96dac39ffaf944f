import { describe, expect, it } from "vitest";

import type { PlanRecipe, Week } from "./index";
import { proteinGroup, styleGroup } from "../food/protein-groups";
import { generatedCollection } from "./generated";
import {
  addDays,
  checkDay,
  comingMonday,
  dayOfSlot,
  isWeekend,
  leftoverOf,
  MEAL_CHAPTERS,
  mealOfSlot,
  planContext,
  planWeek,
  slotBreaks,
} from "./index";

const START = "2026-11-30"; // a Monday

/** Every rule of the plan, written apart from the planner: the list of what a week breaks. */
export function ruleProblems(week: Week, recipes: readonly PlanRecipe[], excluded: readonly string[] = []) {
  const byId = new Map(recipes.map((r) => [r.id, r]));
  const problems: string[] = [];
  week.slots.forEach((id, slot) => {
    const recipe = id ? byId.get(id) : undefined;
    if (!recipe) return problems.push(`${slot}: empty`);
    const leftover = leftoverOf(week, slot, byId) !== null;
    const meal = mealOfSlot(slot);
    if (!leftover && !(MEAL_CHAPTERS[meal] as readonly string[]).includes(recipe.chapter))
      problems.push(`${slot}: ${recipe.chapter} at ${meal}`);
    const limit = isWeekend(addDays(week.start, dayOfSlot(slot))) ? 60 : 30;
    if (!leftover && recipe.prepTime > limit) problems.push(`${slot}: ${recipe.prepTime} min`);
    if (excluded.includes(proteinGroup(recipe.proteinType))) problems.push(`${slot}: ${recipe.proteinType}`);
    const copies = week.slots.filter((other) => other === id).length;
    if (
      copies > 2 ||
      (copies === 2 && !week.slots.some((_, i) => leftoverOf(week, i, byId) !== null && week.slots[i] === id))
    )
      problems.push(`${slot}: ${recipe.name} twice`);
  });
  for (let day = 0; day < 7; day++) {
    const groups = week.slots
      .slice(day * 3, day * 3 + 3)
      .flatMap((id) => styleGroup(byId.get(id ?? "")?.proteinType ?? "") ?? []);
    if (new Set(groups).size !== groups.length) problems.push(`day ${day}: ${groups.join(", ")}`);
  }
  return problems;
}

describe("planWeek over generated collections", () => {
  for (const size of [100, 1000]) {
    const recipes = generatedCollection(size);
    it(`keeps every rule at ${size} recipes, for any seed`, () => {
      for (let seed = 1; seed <= 30; seed++) {
        const plan = planWeek(recipes, { seed, start: START, people: 2 });
        expect(ruleProblems(plan.week, recipes)).toEqual([]);
        // The smaller collection has too few breakfasts with protein enough for every day.
        const soft = size === 100 ? ["protein", "spread"] : [];
        expect(plan.gaveWay.filter((g) => !soft.includes(g.rule))).toEqual([]);
      }
    });
  }

  it("gives the same week for the same seed, and another for another seed", () => {
    const recipes = generatedCollection(1000);
    const a = planWeek(recipes, { seed: 7, start: START, people: 2 });
    expect(planWeek([...recipes].reverse(), { seed: 7, start: START, people: 2 })).toEqual(a);
    expect(planWeek(recipes, { seed: 8, start: START, people: 2 }).week.slots).not.toEqual(a.week.slots);
    expect(a.week).toMatchObject({ seed: 7, start: START, people: 2 });
    expect(a.week.slots).toHaveLength(21);
  });

  it("plans the visitor's saved recipes first where they keep the rules", () => {
    const recipes = generatedCollection(1000);
    const plain = planWeek(recipes, { seed: 3, start: START, people: 2 }).week;
    // Three dinners the plain week did not have, short enough for a weekday and with protein enough.
    const saved = recipes
      .filter(
        (r) =>
          r.chapter === "Diner" &&
          !plain.slots.includes(r.id) &&
          r.prepTime <= 30 &&
          (r.protein ?? 0) >= 20 &&
          (r.servings ?? 1) < 4,
      )
      // Each of another protein group, so the week's spread leaves room for all three.
      .filter(
        (r, i, all) => all.findIndex((o) => styleGroup(o.proteinType) === styleGroup(r.proteinType)) === i,
      )
      .slice(0, 3);
    const ids = saved.map((r) => r.id);
    const options = { seed: 3, start: START, people: 2, prefer: ids };
    const week = planWeek(recipes, options).week;
    const ctx = planContext(recipes, options);
    const planned = ids.filter((id) => week.slots.includes(id));
    expect(planned.length).toBeGreaterThanOrEqual(2);
    // One left out breaks a rule at every dinner of that week (its group is on three days already).
    for (const id of ids.filter((i) => !planned.includes(i))) {
      for (let slot = 2; slot < 21; slot += 3) {
        const tried = { ...week, slots: week.slots.map((s, i) => (i === slot ? id : s)) };
        expect(slotBreaks(tried, slot, ctx)).not.toEqual([]);
      }
    }
  });

  it("keeps the locked slots of the week it replaces", () => {
    const recipes = generatedCollection(100);
    const first = planWeek(recipes, { seed: 1, start: START, people: 2 }).week;
    const locked = first.locked.map((_, i) => i === 4 || i === 20);
    const next = planWeek(recipes, { seed: 2, start: START, people: 2 }, { ...first, locked }).week;
    expect(next.slots[4]).toBe(first.slots[4]);
    expect(next.slots[20]).toBe(first.slots[20]);
    expect(next.locked.flatMap((l, i) => (l ? [i] : []))).toEqual([4, 20]);
    expect(next.slots).not.toEqual(first.slots);
  });

  it("plans what is left of a soup for four as the next day's lunch, only when it feeds twice the people", () => {
    const soup = {
      id: "soep",
      name: "Soep",
      chapter: "Soepen",
      proteinType: "Kip",
      prepTime: 20,
      calories: 250,
      servings: 4,
    };
    const others = generatedCollection(100).filter(
      (r) => !["Lunch", "Soepen", "Koude gerechten"].includes(r.chapter),
    );
    const lunches = ["Vis", "Ham", "Mozzarella", "Linzen"].map((p, i) => ({
      id: `l${i}`,
      name: `L${i}`,
      chapter: "Lunch",
      proteinType: p,
      prepTime: 10,
      calories: 300,
    }));
    const recipes = [...others, ...lunches, soup];
    const byId = new Map(recipes.map((r) => [r.id, r]));
    for (let seed = 1; seed <= 10; seed++) {
      const two = planWeek(recipes, { seed, start: START, people: 2 }).week;
      const first = two.slots.indexOf("soep");
      expect(mealOfSlot(first)).toBe("lunch");
      expect(two.slots[first + 3]).toBe("soep");
      expect(leftoverOf(two, first + 3, byId)).toBe(first);
      expect(two.slots.filter((id) => id === "soep")).toHaveLength(2);
      const four = planWeek(recipes, { seed, start: START, people: 4 }).week;
      expect(four.slots.filter((_, i) => leftoverOf(four, i, byId) !== null)).toEqual([]);
    }
  });

  it("counts only active time: a stew of 20 minutes' work and 90 of waiting fits a weekday", () => {
    const stew = {
      id: "stoof",
      name: "Stoof",
      chapter: "Diner",
      proteinType: "Kalfsvlees",
      prepTime: 20,
      waitTime: 90,
      calories: 320,
    };
    const slow = { ...stew, id: "traag", prepTime: 110, waitTime: 0 };
    const breakfasts = ["Ei", "Yoghurt", "Noten"].map((p, i) => ({
      id: `o${i}`,
      name: `O${i}`,
      chapter: "Ontbijt",
      proteinType: p,
      prepTime: 10,
      calories: 300,
    }));
    const lunches = ["Kip", "Vis"].map((p, i) => ({
      id: `l${i}`,
      name: `L${i}`,
      chapter: "Lunch",
      proteinType: p,
      prepTime: 10,
      calories: 300,
    }));
    const week = planWeek([...breakfasts, ...lunches, stew, slow], { seed: 1, start: START, people: 2 }).week;
    const dinners = week.slots.filter((_, i) => mealOfSlot(i) === "dinner");
    expect(dinners.slice(0, 5).every((id) => id === "stoof")).toBe(true);
    // Repeating the stew gives way before the weekend's hour does.
    expect(dinners).not.toContain("traag");
  });
});

describe("when the rules cannot all be met", () => {
  const recipes = generatedCollection(300);
  const vegBreakfasts = recipes.filter(
    (r) => r.chapter === "Ontbijt" && ["Ei", "Yoghurt", "Noten"].includes(r.proteinType),
  );
  const meatBreakfasts = recipes.filter(
    (r) =>
      r.chapter === "Ontbijt" &&
      ["Kip", "Vis", "Ham", "Kalfsvlees", "Schelvis", "Kalfsgehakt"].includes(r.proteinType),
  );
  const few = [
    ...recipes.filter((r) => r.chapter !== "Ontbijt"),
    ...vegBreakfasts.slice(0, 3),
    ...meatBreakfasts,
  ];

  it("a vegetarische week with three vegetarian breakfasts repeats them and says so, and serves no meat", () => {
    const plan = planWeek(few, { seed: 5, start: START, people: 2, exclusions: ["vegetarisch"] });
    const breakfasts = plan.week.slots.filter((_, i) => mealOfSlot(i) === "breakfast");
    expect(breakfasts.every((id) => vegBreakfasts.slice(0, 3).some((r) => r.id === id))).toBe(true);
    expect(new Set(breakfasts).size).toBe(3);
    expect(plan.gaveWay.filter((g) => g.rule === "repeat").length).toBeGreaterThanOrEqual(4);
    expect(plan.gaveWay.every((g) => g.rule !== "exclusion" && g.rule !== "meal")).toBe(true);
    const excluded = ["Kip", "Vis", "Kalfsvlees", "Ham"];
    const byId = new Map(few.map((r) => [r.id, r]));
    expect(
      plan.week.slots.filter((id) => excluded.includes(proteinGroup(byId.get(id ?? "")?.proteinType ?? ""))),
    ).toEqual([]);
  });

  it("leaves breakfast empty when no vegetarian breakfast exists, and names the meal as the rule that gave way", () => {
    const none = [...recipes.filter((r) => r.chapter !== "Ontbijt"), ...meatBreakfasts];
    const plan = planWeek(none, { seed: 5, start: START, people: 2, exclusions: ["vegetarisch"] });
    expect(plan.week.slots.filter((_, i) => mealOfSlot(i) === "breakfast")).toEqual(Array(7).fill(null));
    expect(plan.gaveWay.filter((g) => g.rule === "meal").map((g) => g.slot)).toEqual([
      0, 3, 6, 9, 12, 15, 18,
    ]);
    expect(plan.week.slots.filter((_, i) => mealOfSlot(i) !== "breakfast").every(Boolean)).toBe(true);
  });

  it("a day's check counts meals, groups and kcal and names a broken rule", () => {
    const plan = planWeek(few, { seed: 5, start: START, people: 2, exclusions: ["vegetarisch"] });
    const ctx = planContext(few, { seed: 5, start: START, people: 2, exclusions: ["vegetarisch"] });
    const day = checkDay(plan.week, 6, ctx);
    expect(day.meals).toBe(3);
    const byId = new Map(few.map((r) => [r.id, r]));
    expect(day.protein).toBe(
      plan.week.slots.slice(18).reduce((s, id) => s + (byId.get(id ?? "")?.protein ?? 0), 0),
    );
    expect(day.kcal).toBe(
      plan.week.slots.slice(18).reduce((s, id) => s + (byId.get(id ?? "")?.calories ?? 0), 0),
    );
  });
});

describe("dates", () => {
  it("starts on the coming Monday", () => {
    expect(comingMonday("2026-11-25")).toBe("2026-11-30");
    expect(comingMonday("2026-11-29")).toBe("2026-11-30");
    expect(comingMonday("2026-11-30")).toBe("2026-12-07");
    expect(addDays("2026-12-28", 5)).toBe("2027-01-02");
    expect(isWeekend("2026-12-05")).toBe(true);
    expect(isWeekend("2026-12-04")).toBe(false);
  });
});

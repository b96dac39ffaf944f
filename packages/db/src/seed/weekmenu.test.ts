import { describe, expect, it } from "vitest";

import type { Week } from "@repo/domain/weekmenu";
import { isMeatOrFish, recipeFacts, styleGroup } from "@repo/domain";
import { computeNutrition } from "@repo/domain/food";
import {
  auditWeek,
  checkDay,
  leftoverOf,
  mealOfSlot,
  planContext,
  planWeek,
  PROTEIN_MIN,
  slotBreaks,
} from "@repo/domain/weekmenu";

import { SEED_RECIPES } from "./index";

// As the summaries carry them: protein per portion, the season of the main produce, fruit.
const recipes = SEED_RECIPES.map((r, i) => ({
  ...r,
  id: `s${i}`,
  protein: computeNutrition(r.ingredients, r.servings ?? 1).perPortion.protein,
  ...recipeFacts(r),
}));
const byId = new Map(recipes.map((r) => [r.id, r]));
// A September week: the collection has enough in season then to keep every rule.
const START = "2026-09-07";
const WEEKDAY_MAX = 30;
const WEEKEND_MAX = 60;

describe("a week planned from the bundled collection", () => {
  for (let seed = 1; seed <= 40; seed++) {
    it(`keeps every rule with seed ${seed}`, () => {
      const options = { seed, start: START, people: 2 };
      const { week, gaveWay } = planWeek(recipes, options);
      // Where a group lands on a fourth day or a breakfast is light, the week says so.
      expect(gaveWay.filter((g) => g.rule !== "spread" && g.rule !== "protein")).toEqual([]);
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
          .map((id) => styleGroup(byId.get(id ?? "")?.proteinType ?? ""));
        expect(new Set(groups).size).toBe(3);
        expect(checkDay(week, day, ctx)).toMatchObject({ meals: 3, groups: 3 });
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

  it("a vegetarische week serves no meat or fish, repeats no dish, and names the groups it must repeat", () => {
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
      // Five groups without meat and fish fill at most 15 of 21 meals on three days each: the
      // week says so, and repeats no dish while another vegetarian one is left.
      expect(gaveWay.filter((g) => g.rule !== "spread" && g.rule !== "protein")).toEqual([]);
      expect(gaveWay.some((g) => g.rule === "spread")).toBe(true);
    }
  });
});

// A thousand plans per rule take seconds on a shared machine.
describe("1,000 weeks from the bundled collection", { timeout: 120_000 }, () => {
  const SEEDS = 1000;
  const DECEMBER = "2026-12-07";
  /** Planned dinner slots whose dish the week has again, other than as its planned leftover. */
  const dinnerTwice = (week: Week) =>
    week.slots.flatMap((id, slot) =>
      mealOfSlot(slot) === "dinner" &&
      // A dish for four served again at a later dinner is that dinner's leftover, not a repeat.
      leftoverOf(week, slot, byId) === null &&
      week.slots.some((other, i) => i !== slot && other === id && leftoverOf(week, i, byId) !== slot)
        ? [slot]
        : [],
    );

  it("a December week: no produce out of season, dairy once a day, and what gave way named", () => {
    for (let seed = 1; seed <= SEEDS; seed++) {
      const { week, gaveWay } = planWeek(recipes, { seed, start: DECEMBER, people: 2 });
      const problems = auditWeek(week, recipes);
      expect(problems.filter((p) => p.rule === "season" || p.rule === "proteinGroup")).toEqual([]);
      const names = week.slots.map((id) => byId.get(id ?? "")?.name ?? "").join(" ");
      expect(names).not.toMatch(/asperge|aardbei|courgette/i);
      for (const p of problems) expect(gaveWay.map((g) => g.rule)).toContain(p.rule);
      // Few dinners are in season in December: one may come twice, and the week says so.
      if (dinnerTwice(week).length > 0) expect(gaveWay.map((g) => g.rule)).toContain("repeat");
    }
  });

  it("a September week: no group on more than three days in nine weeks of ten, protein enough, nothing unnamed", () => {
    let spread = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const { week, gaveWay } = planWeek(recipes, { seed, start: START, people: 2 });
      const problems = auditWeek(week, recipes);
      for (const p of problems) expect(gaveWay.map((g) => g.rule)).toContain(p.rule);
      expect(dinnerTwice(week)).toEqual([]);
      if (problems.some((p) => p.rule === "spread")) spread++;
      expect(problems.filter((p) => p.rule === "protein").length).toBeLessThanOrEqual(1);
    }
    expect(spread).toBeLessThan(SEEDS / 10);
  });

  it("a vegetarian week: no meat or fish and no dinner twice while unused vegetarian dinners remain", () => {
    for (let seed = 1; seed <= SEEDS; seed++) {
      const options = { seed, start: START, people: 2, exclusions: ["vegetarisch"] as const };
      const { week } = planWeek(recipes, { ...options, exclusions: [...options.exclusions] });
      expect(week.slots.filter((id) => isMeatOrFish(byId.get(id ?? "")?.proteinType ?? ""))).toEqual([]);
      const ctx = planContext(recipes, { ...options, exclusions: [...options.exclusions] });
      const unused = ctx.candidates.dinner.filter((r) => !week.slots.includes(r.id));
      for (const slot of dinnerTwice(week)) {
        // Every unused vegetarian dinner would break more there than a repeat: too long for the
        // day, out of season, or its group already on the day.
        for (const other of unused) {
          const tried = { ...week, slots: week.slots.map((id, i) => (i === slot ? other.id : id)) };
          expect(slotBreaks(tried, slot, ctx).some((r) => !["protein", "spread"].includes(r))).toBe(true);
        }
      }
    }
  });
});

describe("breakfasts through the year from the bundled collection", () => {
  // The first Monday of each month of 2027.
  const MONDAYS = [
    "2027-01-04",
    "2027-02-01",
    "2027-03-01",
    "2027-04-05",
    "2027-05-03",
    "2027-06-07",
    "2027-07-05",
    "2027-08-02",
    "2027-09-06",
    "2027-10-04",
    "2027-11-01",
    "2027-12-06",
  ];
  const WINTER = new Set([11, 12, 1, 2, 3]);
  const breakfasts = (week: Week) => week.slots.filter((_, slot) => mealOfSlot(slot) === "breakfast");

  it("December has a breakfast with protein enough for every day, in seven groups", () => {
    const december = recipes.filter(
      (r) =>
        r.chapter === "Ontbijt" && (!r.season || r.season.includes(12)) && r.protein >= PROTEIN_MIN.breakfast,
    );
    const groups: Record<string, number> = {};
    for (const r of december)
      groups[styleGroup(r.proteinType) ?? ""] = (groups[styleGroup(r.proteinType) ?? ""] ?? 0) + 1;
    expect(groups).toEqual({
      zuivel: 2,
      geitSchaap: 4,
      ei: 3,
      gevogelte: 1,
      vis: 2,
      peulvruchten: 3,
      notenZaden: 2,
    });
  });

  const SEEDS = 20;

  for (const start of MONDAYS) {
    it(`a week from ${start}: seven different breakfasts, in season, with protein enough`, () => {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const { week } = planWeek(recipes, { seed, start, people: 2 });
        expect(new Set(breakfasts(week)).size).toBe(7);
        const problems = auditWeek(week, recipes);
        expect(problems.filter((p) => p.slot >= 0 && mealOfSlot(p.slot) === "breakfast")).toEqual([]);
      }
    });
  }

  it("a winter week never puts a breakfast's group on a fourth day, and crowds another in at most one week of five", () => {
    // The winter's few dinners in season, all meat, poultry or fish, still crowd their group
    // now and then; a breakfast's group never (before these breakfasts, nearly every winter week).
    const winter = MONDAYS.filter((start) => WINTER.has(Number(start.slice(5, 7))));
    let crowded = 0;
    for (const start of winter) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const { week } = planWeek(recipes, { seed, start, people: 2 });
        const days = new Map<string, Set<number>>();
        week.slots.forEach((id, slot) => {
          const group = styleGroup(byId.get(id ?? "")?.proteinType ?? "") ?? "";
          days.set(group, (days.get(group) ?? new Set()).add(Math.floor(slot / 3)));
        });
        const fourth = [...days].filter(([, d]) => d.size > 3).map(([group]) => group);
        const breakfastGroups = new Set<string>(
          breakfasts(week).map((id) => styleGroup(byId.get(id ?? "")?.proteinType ?? "") ?? ""),
        );
        expect(fourth.filter((group) => breakfastGroups.has(group))).toEqual([]);
        if (fourth.length > 0) crowded++;
      }
    }
    expect(crowded).toBeLessThanOrEqual((winter.length * SEEDS) / 5);
  });
});

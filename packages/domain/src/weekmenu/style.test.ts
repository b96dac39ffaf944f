import { describe, expect, it } from "vitest";

import type { Rule } from "./index";
import { isMeatOrFish, styleGroup } from "../food/protein-groups";
import { generatedCollection } from "./generated";
import { auditWeek, mealOfSlot, planContext, planWeek, slotBreaks } from "./index";

const DECEMBER = "2026-12-07"; // a Monday
const SEEDS = 1000;
const HARD: readonly Rule[] = ["meal", "exclusion", "proteinGroup", "activeTime", "season"];

const named = (gaveWay: { rule: Rule }[]) => new Set(gaveWay.map((g) => g.rule));

// A thousand plans over a thousand recipes take seconds on a shared machine.
describe.each([100, 1000])(
  "the style's rules over %i generated recipes, 1,000 seeds each",
  { timeout: 120_000 },
  (size) => {
    const recipes = generatedCollection(size);
    const byId = new Map(recipes.map((r) => [r.id, r]));

    it("a December week: dairy once a day, no asparagus, and every rule that gave way named", () => {
      const tally: Partial<Record<Rule, number>> = {};
      for (let seed = 1; seed <= SEEDS; seed++) {
        const plan = planWeek(recipes, { seed, start: DECEMBER, people: 2 });
        const problems = auditWeek(plan.week, recipes);
        for (const p of problems) tally[p.rule] = (tally[p.rule] ?? 0) + 1;
        // Whatever broke, the week says so.
        for (const p of problems) expect(named(plan.gaveWay)).toContain(p.rule);
        for (let day = 0; day < 7; day++) {
          const dairy = plan.week.slots
            .slice(day * 3, day * 3 + 3)
            .filter((id) => styleGroup(byId.get(id ?? "")?.proteinType ?? "") === "zuivel");
          expect(dairy.length).toBeLessThanOrEqual(1);
        }
        expect(plan.week.slots.some((id) => byId.get(id ?? "")?.name.startsWith("Asperges"))).toBe(false);
      }
      // The collection allows these always; a group on a fourth day, a dish twice and a light meal
      // only where the smaller collection has nothing else.
      for (const rule of HARD) expect(tally[rule] ?? 0).toBe(0);
      if (size === 1000) expect(tally).toEqual({});
    });

    it("a vegetarian week: no meat or fish, and no dinner twice while an unused vegetarian dinner would do", () => {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const options = { seed, start: DECEMBER, people: 2, exclusions: ["vegetarisch"] };
        const { week, gaveWay } = planWeek(recipes, options);
        expect(week.slots.filter((id) => isMeatOrFish(byId.get(id ?? "")?.proteinType ?? ""))).toEqual([]);
        const problems = auditWeek(week, recipes, { exclusions: ["vegetarisch"] });
        for (const p of problems) expect(named(gaveWay)).toContain(p.rule);
        const ctx = planContext(recipes, options);
        const unused = ctx.candidates.dinner.filter((r) => !week.slots.includes(r.id));
        for (const { slot } of problems.filter(
          (p) => p.rule === "repeat" && mealOfSlot(p.slot) === "dinner",
        )) {
          // Each unused dinner would break a rule that weighs more than a repeat there.
          for (const other of unused) {
            const tried = { ...week, slots: week.slots.map((id, i) => (i === slot ? other.id : id)) };
            const breaks = slotBreaks(tried, slot, ctx);
            expect(breaks.some((rule) => !["lighterLunch", "protein", "spread"].includes(rule))).toBe(true);
          }
        }
      }
    });
  },
);

import { describe, expect, it } from "vitest";

import type { PlanRecipe } from "../weekmenu/rules";
import { generatedCollection } from "../weekmenu/generated";
import {
  checkFit,
  collectionWords,
  groupEntry,
  matchWords,
  missingLines,
  planKitchenWeek,
  rankByMissing,
  suggestStaples,
  toggledEntry,
} from "./index";

const recipe = (name: string, ingredients: string[]) => ({ name, ingredients });
const SALAD = recipe("Tomatensalade", [
  "400 g cherrytomaten, gehalveerd",
  "1 rode ui",
  "2 el olijfolie",
  "zout en peper",
]);
const PASTA = recipe("Courgettepasta", [
  "200 g pasta",
  "1 courgette",
  "100 g feta (verkruimeld)",
  "2 tomaten",
  "1 el olijfolie",
]);
const OMELET = recipe("Omelet", ["3 eieren", "1 rode paprika, in reepjes", "snufje zout", "50 ml water"]);

describe("rankByMissing", () => {
  it("puts the recipe with everything at home first and names what the others miss", () => {
    const ranked = rankByMissing(
      [PASTA, OMELET, SALAD],
      ["Tomaten", "ui", "pasta"],
      ["zout", "peper", "olijfolie"],
    );
    expect(ranked.map((r) => [r.recipe.name, r.missing])).toEqual([
      ["Tomatensalade", []],
      ["Courgettepasta", ["courgette", "feta"]],
      ["Omelet", ["eieren", "paprika"]],
    ]);
  });

  it("ignores amounts and units and folds plurals both ways", () => {
    expect(missingLines(["1,5 kg tomaten", "3 teentjes knoflook"], ["tomaat", "knoflooks"])).toEqual([]);
    expect(missingLines(["1 tomaat"], ["cherrytomaten"])).toEqual(["1 tomaat"]);
  });

  it("counts staples as present and tap water as no ingredient", () => {
    expect(missingLines(OMELET.ingredients, ["eieren"])).toEqual([
      "1 rode paprika, in reepjes",
      "snufje zout",
    ]);
    expect(missingLines(OMELET.ingredients, ["eieren", "zout", "paprika"])).toEqual([]);
  });

  it("does not take paprika powder for a paprika", () => {
    expect(missingLines(["1 tl paprikapoeder"], ["paprika"])).toEqual(["1 tl paprikapoeder"]);
  });
});

describe("collection words", () => {
  const words = collectionWords([SALAD, PASTA, OMELET]);
  it("offers each food once, folded, the most needed first", () => {
    expect(words.slice(0, 3).map((w) => [w.label, w.recipes])).toEqual([
      ["olijfolie", 2],
      ["zout", 2],
      ["cherrytomaten", 1],
    ]);
    expect(matchWords(words, "tomaten").map((w) => w.label)).toEqual(["tomaten", "cherrytomaten"]);
    expect(matchWords(words, "tomaat")[0]?.key).toBe("tomaat");
    expect(matchWords(words, "cour").map((w) => w.label)).toEqual(["courgette"]);
  });
  it("suggests the pantry words the collection needs as staples", () => {
    expect(suggestStaples(words)).toEqual(["olijfolie", "zout", "peper", "ui"]);
  });
});

describe("checkFit", () => {
  it("folds words: 'paprika' off the list marks 'paprika's' and a red paprika, not paprika powder", () => {
    const list = { notOnList: ["paprika"], phase: 1 as const };
    expect(checkFit(["2 rode paprika's"], list)).toEqual({ fits: false, notOnList: ["paprika"], oil: false });
    expect(checkFit(["1 tl paprikapoeder"], list).fits).toBe(true);
  });

  it("'geen zuivel' excludes yoghurt, feta and butter by their food group", () => {
    const list = { notOnList: [groupEntry("zuivel")], phase: 1 as const };
    const fit = checkFit(["150 g Griekse yoghurt", "100 g feta", "30 g roomboter", "1 courgette"], list);
    expect(fit).toEqual({ fits: false, notOnList: ["yoghurt", "feta", "roomboter"], oil: false });
    expect(checkFit(["1 courgette", "2 eieren"], list).fits).toBe(true);
  });

  it("phase 2 leaves out recipes with oil, from their lines", () => {
    expect(checkFit(PASTA.ingredients, { notOnList: [], phase: 2 })).toEqual({
      fits: false,
      notOnList: [],
      oil: true,
    });
    expect(checkFit(OMELET.ingredients, { notOnList: [], phase: 2 }).fits).toBe(true);
    expect(checkFit(PASTA.ingredients, { notOnList: [], phase: 3 }).fits).toBe(true);
  });
});

describe("planKitchenWeek", () => {
  const recipes = generatedCollection(200);
  const options = { seed: 7, start: "2026-11-30", people: 2 };

  it("plans only recipes on the list while enough of them fit", () => {
    const off = new Set(recipes.filter((_, i) => i % 4 === 1).map((r) => r.id));
    const plan = planKitchenWeek(recipes, options, { fits: (r) => !off.has(r.id) });
    expect(plan.week.slots.filter((id) => id !== null && off.has(id))).toEqual([]);
    expect(plan.week.slots.every((id) => id !== null)).toBe(true);
    expect(plan.offList).toEqual([]);
  });

  it("says which slots the list gave way in when too few recipes fit, minus the free meals", () => {
    const breakfasts = recipes.filter((r) => r.chapter === "Ontbijt");
    const fitting = new Set(breakfasts.slice(0, 1).map((r) => r.id));
    const fits = (r: PlanRecipe) => r.chapter !== "Ontbijt" || fitting.has(r.id);
    const plan = planKitchenWeek(recipes, options, { fits });
    expect(plan.week.slots.every((id) => id !== null)).toBe(true);
    // One breakfast fits; the mornings it does not fill give way, lunches and dinners never.
    const mornings = plan.week.slots.filter((_, slot) => slot % 3 === 0);
    const offMornings = mornings.filter((id) => !fitting.has(id ?? "")).length;
    expect(offMornings).toBeGreaterThanOrEqual(6);
    expect(plan.offList).toHaveLength(offMornings);
    expect(plan.offList.every((slot) => slot % 3 === 0)).toBe(true);
    expect(planKitchenWeek(recipes, options, { fits, freeMeals: 1 }).offList).toHaveLength(offMornings - 1);
  });

  it("keeps every meal the visitor locked, also where it gives way to a rule in the new week", () => {
    // A small collection gives way somewhere in most weeks: that is where a lock was dropped.
    const few = generatedCollection(40);
    const first = planKitchenWeek(few, options, {}).week;
    const locked = first.slots.map((_, slot) => slot === 2 || slot === 13);
    for (let seed = 1; seed <= 60; seed++) {
      const next = planKitchenWeek(few, { ...options, seed }, {}, { ...first, locked }).week;
      expect([next.slots[2], next.slots[13]], `seed ${seed}`).toEqual([first.slots[2], first.slots[13]]);
      expect(next.locked.flatMap((on, slot) => (on ? [slot] : []))).toEqual([2, 13]);
    }
  });

  it("keeps a locked meal that no longer fits the list, and says it is off the list", () => {
    const first = planKitchenWeek(recipes, options, {}).week;
    const dinner = first.slots[2] ?? "";
    const fits = (r: PlanRecipe) => r.id !== dinner;
    const locked = first.slots.map((_, slot) => slot === 2);
    const next = planKitchenWeek(recipes, { ...options, seed: 8 }, { fits }, { ...first, locked });
    expect(next.week.slots[2]).toBe(dinner);
    expect(next.week.locked[2]).toBe(true);
    expect(next.week.slots.filter((id) => id === dinner)).toHaveLength(1);
    expect(next.offList).toEqual([2]);
  });

  it("'Gebruik wat ik in huis heb' plans the recipes that need least", () => {
    const need = new Map(recipes.map((r, i) => [r.id, i % 5]));
    const plan = planKitchenWeek(recipes, options, { missing: (r) => need.get(r.id) ?? 9 });
    const needs = plan.week.slots.map((id) => need.get(id ?? "") ?? 9);
    const plain = planKitchenWeek(recipes, options, {}).week.slots.map((id) => need.get(id ?? "") ?? 9);
    const atHome = (list: number[]) => list.filter((n) => n === 0).length;
    // A fifth of the collection needs nothing: by chance a few meals, by preference at least half
    // of them, as far as a December week's seasons and spread allow.
    expect(atHome(plain)).toBeLessThanOrEqual(6);
    expect(atHome(needs)).toBeGreaterThanOrEqual(11);
  });
});

describe("toggledEntry", () => {
  it("marks an entry, and unmarks it the second time, keeping the phase", () => {
    const marked = toggledEntry({ notOnList: ["paprika"], phase: 3 }, "groep:zuivel");
    expect(marked).toEqual({ notOnList: ["paprika", "groep:zuivel"], phase: 3 });
    expect(toggledEntry(marked, "paprika")).toEqual({ notOnList: ["groep:zuivel"], phase: 3 });
  });
});

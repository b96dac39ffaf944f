import { describe, expect, it } from "vitest";

import type { PlanRecipe } from "./index";
import { aheadReminders, dayFruit, emptyWeek, planContext, proteinSide } from "./index";

const r = (
  id: string,
  chapter: string,
  proteinType: string,
  extra: Partial<PlanRecipe> = {},
): PlanRecipe => ({
  id,
  name: id,
  chapter,
  proteinType,
  prepTime: 10,
  calories: 300,
  protein: 25,
  ...extra,
});

const recipes = [
  r("bircher", "Ontbijt", "Yoghurt", { name: "Birchermuesli", protein: 11, waitTime: 480, fruit: true }),
  r("omelet", "Ontbijt", "Ei"),
  r("bonen", "Koude gerechten", "Peulvruchten", { protein: 12 }),
  r("goulash", "Diner", "Kalfsvlees", { prepTime: 25, waitTime: 75 }),
  r("tofu", "Diner", "Sojabonen", { protein: 14 }),
];
const week = (slots: (string | null)[]) => ({
  ...emptyWeek(1, "2026-12-07", 2),
  slots: [...slots, ...Array<null>(21 - slots.length).fill(null)],
});

describe("what the week adds to its meals", () => {
  it("a light meal gets a side of its own group, else one the day has not", () => {
    const ctx = planContext(recipes, { seed: 1, start: "2026-12-07", people: 2 });
    const w = week(["bircher", "bonen", "goulash", "omelet", null, "tofu"]);
    expect(proteinSide(w, 0, ctx)).toBe("kwark");
    expect(proteinSide(w, 1, ctx)).toBe("edamame");
    expect(proteinSide(w, 2, ctx)).toBeNull();
    const noDairy = planContext(recipes, {
      seed: 1,
      start: "2026-12-07",
      people: 2,
      exclusions: ["geenZuivel"],
    });
    // Without dairy: egg, a group the day does not have.
    expect(proteinSide(w, 0, noDairy)).toBe("ei");
  });

  it("suggests a piece of fruit in season on a day whose meals have none", () => {
    const ctx = planContext(recipes, { seed: 1, start: "2026-12-07", people: 2 });
    const w = week(["bircher", "bonen", "goulash", "omelet", null, "tofu"]);
    expect(dayFruit(w, 0, ctx)).toBeNull();
    expect(dayFruit(w, 1, ctx)).toBe("een peer");
    expect(dayFruit(w, 2, ctx)).toBe("een appel");
  });

  it("reminds the evening before of a breakfast that waits the night, not of a stew that waits 75 minutes", () => {
    const ctx = planContext(recipes, { seed: 1, start: "2026-12-07", people: 2 });
    const w = week(["omelet", "bonen", "goulash", "bircher", null, "goulash"]);
    expect(aheadReminders(w, ctx)).toEqual([{ day: 0, slot: 3, eveningBefore: true }]);
    expect(aheadReminders(week(["bircher"]), ctx)).toEqual([{ day: 0, slot: 0, eveningBefore: false }]);
  });
});

import { describe, expect, it } from "vitest";

import { insertRecipe } from "@repo/db";
import { recipeData, useTestDb } from "@repo/db/testing";

import { anonymousCaller } from "../testing";

const ALL = {
  search: "",
  activeChapter: "alle",
  chapters: [],
  proteinTypes: [],
  preparationMethods: [],
  diets: [],
};

describe("the overview's page and related recipes", () => {
  const ctx = useTestDb();

  async function collection() {
    // One day apart: the list's order (oldest first) is the order among equals.
    const lunch = (name: string, day: number) =>
      insertRecipe(
        ctx.db,
        recipeData({ name, chapter: "Lunch", proteinType: "Kip", preparationMethod: "Koud" }),
        new Date(Date.UTC(2026, 10, day)),
      );
    const salad = await lunch("Kipsalade", 1);
    const wrap = await lunch("Kipwrap", 2);
    const soup = await lunch("Kippensoep", 3);
    const curry = await lunch("Kipcurry", 4);
    const omelet = await insertRecipe(
      ctx.db,
      recipeData({ name: "Omelet", chapter: "Ontbijt", proteinType: "Ei", preparationMethod: "Pan" }),
      new Date(Date.UTC(2026, 10, 5)),
    );
    return { salad, wrap, soup, curry, omelet };
  }

  it("gives anyone the first cards, counts and total for a filter state", async () => {
    await collection();
    const caller = anonymousCaller(ctx.db);
    const all = await caller.recipes.overview(ALL);
    expect(all.total).toBe(5);
    expect(all.counts.chapters).toMatchObject({ alle: 5, lunch: 4, ontbijt: 1 });
    const breakfast = await caller.recipes.overview({ ...ALL, activeChapter: "Ontbijt" });
    expect(breakfast.cards.map((card) => card.name)).toEqual(["Omelet"]);
    expect(breakfast.total).toBe(1);
    // The counts beside the chapters say what a click would show, whichever chapter is open.
    expect(breakfast.counts.chapters).toMatchObject({ alle: 5, lunch: 4 });
    const nothing = await caller.recipes.overview({ ...ALL, search: "pannenkoek" });
    expect(nothing).toMatchObject({ cards: [], total: 0 });
  });

  it("filters by minutes of work with counts, and orders by time or newest first", async () => {
    const caller = anonymousCaller(ctx.db);
    const at = (name: string, prepTime: number, day: number) =>
      insertRecipe(ctx.db, recipeData({ name, prepTime }), new Date(Date.UTC(2026, 10, day)));
    await at("Stoofpot", 50, 1);
    await at("Roerei", 10, 2);
    await at("Salade", 15, 3);
    await at("Curry", 30, 4);
    const quick = await caller.recipes.overview({ ...ALL, maxTimes: ["15"] });
    expect(quick.cards.map((card) => card.name)).toEqual(["Roerei", "Salade"]);
    expect(quick.total).toBe(2);
    expect(quick.counts.maxTimes).toEqual({ "10": 1, "15": 2, "20": 2, "30": 3 });
    const byTime = await caller.recipes.overview({ ...ALL, sort: "tijd" });
    expect(byTime.cards.map((card) => card.name)).toEqual(["Roerei", "Salade", "Curry", "Stoofpot"]);
    const newest = await caller.recipes.overview({ ...ALL, sort: "nieuw", maxTimes: ["30"] });
    expect(newest.cards.map((card) => card.name)).toEqual(["Curry", "Salade", "Roerei"]);
  });

  it("answers BAD_REQUEST for a filter state out of bounds", async () => {
    const caller = anonymousCaller(ctx.db);
    for (const input of [
      { ...ALL, search: "k".repeat(201) },
      { ...ALL, chapters: Array.from({ length: 31 }, () => "Lunch") },
      { ...ALL, proteinTypes: ["x".repeat(101)] },
      { ...ALL, diets: Array.from({ length: 31 }, () => "vegan") },
      { ...ALL, maxTimes: ["25"] },
      { ...ALL, sort: "snel" },
      { search: "kip" },
    ]) {
      await expect(caller.recipes.overview(input as typeof ALL)).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    }
  });

  it("gives anyone a recipe's related recipes as their cards show them", async () => {
    const { salad, wrap, soup, curry } = await collection();
    const related = await anonymousCaller(ctx.db).recipes.related({ id: salad.id });
    // The same chapter and protein group first; the omelet shares neither.
    expect(related.map((item) => item.id)).toEqual([wrap.id, soup.id, curry.id]);
    expect(Object.keys(related[0] ?? {}).sort()).toEqual(["art", "id", "imageUrl", "name", "prepTime"]);
  });

  it("answers NOT_FOUND for an unknown recipe and BAD_REQUEST for a malformed id", async () => {
    const caller = anonymousCaller(ctx.db);
    await expect(caller.recipes.related({ id: "bestaat-niet" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.recipes.related({ id: "" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("gives anyone the week menu's sample week, each slot with what its card shows", async () => {
    const { omelet } = await collection();
    const sample = await anonymousCaller(ctx.db).recipes.weekSample();
    expect(sample.people).toBe(2);
    // Seven days of breakfast, lunch and dinner; the one breakfast recipe every morning.
    expect(sample.slots).toHaveLength(21);
    const breakfasts = sample.slots.filter((_, slot) => slot % 3 === 0);
    expect(breakfasts.map((slot) => slot?.recipe.id)).toEqual(Array.from({ length: 7 }, () => omelet.id));
    expect(Object.keys(breakfasts[0]?.recipe ?? {}).sort()).toEqual([
      "art",
      "calories",
      "id",
      "imageUrl",
      "name",
      "prepTime",
    ]);
  });
});

// The food editor's fourth reading: corrections that must stay made, over every bundled recipe.
import { describe, expect, it } from "vitest";

import type { SeedRecipe } from "./types";
import { SEED_RECIPES } from "./index";

const stepsOf = (r: SeedRecipe) => r.instructions.split("\n");
/** Everything a reader reads of a recipe, line by line. */
const textOf = (r: SeedRecipe) => [
  r.name,
  r.intro ?? "",
  ...r.ingredients,
  ...stepsOf(r),
  r.tips ?? "",
  r.storage ?? "",
];
const offending = (bad: (line: string) => boolean) =>
  SEED_RECIPES.flatMap((r) =>
    textOf(r)
      .filter(bad)
      .map((line) => `${r.name}: ${line}`),
  );

describe("spelling and grammar", () => {
  it("writes 'geroerbakt' as the Groene Boekje does, never 'roergebakken'", () => {
    expect(offending((line) => /roergebak/i.test(line))).toEqual([]);
  });

  it("writes 'mini' as part of the word: 'minipaprika's', not 'mini-paprika's'", () => {
    expect(offending((line) => /\bmini-\p{L}/iu.test(line))).toEqual([]);
  });

  it("says 'de kerriepoeder' throughout, never 'het kerriepoeder'", () => {
    expect(offending((line) => /\bhet kerriepoeder\b/i.test(line))).toEqual([]);
    const withArticle = SEED_RECIPES.flatMap(stepsOf).filter((step) => /\bde kerriepoeder\b/.test(step));
    expect(withArticle.length).toBeGreaterThan(0);
  });

  it("refers to 'de scramble' as 'hem', not 'het'", () => {
    const steps = SEED_RECIPES.flatMap(stepsOf).filter((step) => /\bde scramble\b/i.test(step));
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.filter((step) => /\b(?:bestrooi|serveer|schep) het\b/.test(step))).toEqual([]);
  });

  it("lets no appliance act as the cook, and promises no overnight dish in five minutes", () => {
    expect(offending((line) => /koelt de koelkast|'s avonds in vijf minuten klaarstaat/i.test(line))).toEqual(
      [],
    );
  });
});

describe("names and ingredient lists agree", () => {
  it("lists the kind of lentil or bean a name promises ('belugalinzen', not 'zwarte linzen')", () => {
    const kinds = SEED_RECIPES.flatMap((r) =>
      [...r.name.toLowerCase().matchAll(/\b(\p{L}+(?:linzen|bonen))\b/gu)].map((m) => ({
        r,
        word: m[1] ?? "",
      })),
    );
    expect(kinds.length).toBeGreaterThan(0);
    const missing = kinds.filter(({ r, word }) => !r.ingredients.some((line) => line.includes(word)));
    expect(missing.map(({ r, word }) => `${r.name}: ${word}`)).toEqual([]);
  });
});

describe("equipment", () => {
  // A step word, and what the equipment list must then hold.
  const NEEDS: readonly (readonly [RegExp, RegExp])[] = [
    [/\bairfryer\b/i, /airfryer/],
    [/\bbraadpan\b/i, /braadpan/],
    [/\bhet deksel\b|\bmet deksel\b/i, /deksel/],
    [/\bwok\b/i, /wok/],
    [/\bsoeppan\b/i, /soeppan/],
    [/\bsteelpan\b/i, /steelpan/],
    [/\bstaafmixer\b/i, /staafmixer/],
    [/\bblender\b/i, /blender/],
    [/\bovenschaal\b/i, /ovenschaal/],
    [/\bbakplaat\b/i, /bakplaat/],
    [/\bkoekenpan\b/i, /koekenpan/],
  ];

  it("lists what the steps cook in: an airfryer, a braadpan, a pan with its lid", () => {
    const missing = SEED_RECIPES.flatMap((r) => {
      const tools = (r.tools ?? []).join(" ").toLowerCase();
      return NEEDS.filter(([step, tool]) => step.test(r.instructions) && !tool.test(tools)).map(
        ([step]) => `${r.name}: ${step.source}`,
      );
    });
    expect(missing).toEqual([]);
  });

  it("leaves the list empty only where a recipe needs nothing but a knife and a bowl", () => {
    const cooked = SEED_RECIPES.filter((r) => r.preparationMethod !== "Koud" && !r.tools?.length);
    expect(cooked.map((r) => r.name)).toEqual([]);
  });
});

describe("intros", () => {
  const intros = SEED_RECIPES.map((r) => ({ r, intro: r.intro ?? "" }));
  const opening = (intro: string) =>
    intro
      .toLowerCase()
      .split(/[^\p{L}']+/u)
      .slice(0, 3)
      .join(" ");

  it("open in their own words: no first three words on more than three intros", () => {
    const counts = new Map<string, string[]>();
    for (const { r, intro } of intros)
      counts.set(opening(intro), [...(counts.get(opening(intro)) ?? []), r.name]);
    const shared = [...counts]
      .filter(([, names]) => names.length > 3)
      .map(([words, names]) => `${words}: ${names.length}`);
    expect(shared).toEqual([]);
  });

  it("open each snack differently", () => {
    const snacks = intros.filter(({ r }) => r.chapter === "Snacks").map(({ intro }) => opening(intro));
    expect(snacks.length).toBeGreaterThanOrEqual(6);
    expect(new Set(snacks).size).toBe(snacks.length);
  });

  it("rarely sell a dish by what it leaves out ('zonder ...', 'in plaats van ...')", () => {
    const mould = intros.filter(({ intro }) => /\bzonder\b|\bin plaats van\b/i.test(intro));
    expect(mould.length).toBeLessThanOrEqual(3);
  });
});

describe("the airfryer card and the tip", () => {
  /** The minutes an airfryer tip adds up to: its stated total, or its cooking times summed. */
  function tipMinutes(tip: string): number | null {
    const sentence = /in de airfryer:[^.]*\./i.exec(tip)?.[0];
    if (!sentence) return null;
    const total = /samen (\d+) minuten/.exec(sentence);
    if (total) return Number(total[1]);
    // 'na 3 minuten' is a moment within the time, not a time of its own.
    const times = [...sentence.matchAll(/(?<!\bna )\b(\d+) minuten/g)].map((m) => Number(m[1]));
    return times.reduce((sum, n) => sum + n, 0);
  }

  it("reads '8 + 12' and 'samen 20' as 20 minutes, and skips 'na 3 minuten'", () => {
    expect(tipMinutes("In de airfryer: rooster 8 minuten, voeg de vis toe en bak nog 12 minuten.")).toBe(20);
    expect(tipMinutes("In de airfryer: bak alles 8 minuten en nog 12 minuten; samen 20 minuten.")).toBe(20);
    expect(tipMinutes("In de airfryer: rooster 6 minuten en schud de mand na 3 minuten.")).toBe(6);
    expect(tipMinutes("Kabeljauw kan ook.")).toBeNull();
  });

  it("gives the same time on the card as in the tip", () => {
    const tipped = SEED_RECIPES.filter((r) => tipMinutes(r.tips ?? "") !== null);
    expect(tipped.length).toBeGreaterThan(0);
    const disagree = tipped.filter((r) => tipMinutes(r.tips ?? "") !== r.airfryerTime);
    expect(disagree.map((r) => `${r.name}: card ${r.airfryerTime}, tip ${tipMinutes(r.tips ?? "")}`)).toEqual(
      [],
    );
  });
});

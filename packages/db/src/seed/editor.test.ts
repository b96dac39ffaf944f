// What a food editor checks over the whole collection: every recipes-*.ts file, the ones added
// later included.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { findFood, FOODS } from "@repo/domain/food";

import type { SeedRecipe } from "./types";
import { SEED_RECIPES } from "./index";

const stepsOf = (r: SeedRecipe) => r.instructions.split("\n");

describe("the collection", () => {
  it("takes in every recipes file of the seed folder", async () => {
    const files = readdirSync(new URL(".", import.meta.url)).filter((f) => /^recipes-\d+\.ts$/.test(f));
    const modules = await Promise.all(files.map((f) => import(`./${f.replace(/\.ts$/, "")}`)));
    const inFiles = modules.flatMap((m: Record<string, readonly SeedRecipe[]>) => Object.values(m).flat());
    const names = new Set(SEED_RECIPES.map((r) => r.name));
    expect(inFiles.filter((r) => !names.has(r.name)).map((r) => r.name)).toEqual([]);
  });
});

describe("steps", () => {
  it("never end on an alternative: the airfryer's settings have their own card", () => {
    const offending = SEED_RECIPES.filter((r) => stepsOf(r).some((s) => /^alternatief\b/i.test(s)));
    expect(offending.map((r) => r.name)).toEqual([]);
  });

  const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const wordPattern = (word: string) => new RegExp(`(?<![\\p{L}-])${escape(word)}(?![\\p{L}-])`, "u");
  /** Every food word, longest first, so 'lente-ui' is read before 'ui' could be. */
  const WORDS = FOODS.flatMap((f) =>
    f.words.map((word) => ({ word, key: f.key, pattern: wordPattern(word) })),
  ).sort((a, b) => b.word.length - a.word.length);
  // What a step may serve that no food row names, and the word the list or the tools must then hold.
  const DISH_WORDS = [
    ["rauwkost", "rauwkost"],
    ["courgetteslierten", "courgette"],
    ["prikker", "prikker"],
    ["prikkers", "prikker"],
    ["spiesjes", "spiesjes"],
    ["croutons", "brood"],
  ].map(([word = "", needs = ""]) => ({ word, needs, pattern: wordPattern(word) }));
  // Step words that name nothing to buy.
  const NOT_BOUGHT = new Set(["water", "kookvocht"]);

  /** The foods a text names, each word read once. */
  function foodsNamed(text: string): { word: string; key: string }[] {
    let rest = ` ${text.toLowerCase()} `;
    const found: { word: string; key: string }[] = [];
    for (const entry of WORDS) {
      while (entry.pattern.test(rest)) {
        found.push(entry);
        rest = rest.replace(entry.pattern, " ");
      }
    }
    return found;
  }

  it("name no ingredient that the list leaves out", () => {
    const missing = SEED_RECIPES.flatMap((r) => {
      const listed = new Set(r.ingredients.map((line) => findFood(line)?.key));
      const text = [...r.ingredients, ...(r.tools ?? [])].join(" ").toLowerCase();
      const steps = r.instructions.toLowerCase();
      const foods = foodsNamed(r.instructions).filter(
        ({ word, key }) => !NOT_BOUGHT.has(word) && !listed.has(key) && !text.includes(word),
      );
      const dishes = DISH_WORDS.filter(({ needs, pattern }) => pattern.test(steps) && !text.includes(needs));
      return [...foods, ...dishes].map(({ word }) => `${r.name}: ${word}`);
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it("catches a step that serves what the list leaves out", () => {
    const recipe = SEED_RECIPES[0];
    expect(
      recipe && foodsNamed(`${recipe.instructions} Serveer met de lente-ui en de rijst.`),
    ).toContainEqual(expect.objectContaining({ word: "rijst" }));
  });
});

describe("variety", () => {
  /** The words of a list of ingredient lines, without amounts, units and seasoning. */
  function ingredientWords(r: SeedRecipe): Set<string> {
    return new Set(
      r.ingredients.filter((line) => !line.endsWith("naar smaak")).flatMap((line) => foodKeys(line)),
    );
  }
  const foodKeys = (line: string) => {
    const food = findFood(line.replace(/\([^)]*\)/g, ""));
    return food ? [food.key] : [];
  };

  it("has no two recipes that share 80% of their ingredients", () => {
    const pairs: string[] = [];
    const sets = SEED_RECIPES.map((r) => [r, ingredientWords(r)] as const);
    sets.forEach(([a, wordsA], i) => {
      for (const [b, wordsB] of sets.slice(i + 1)) {
        const shared = [...wordsA].filter((w) => wordsB.has(w)).length;
        if (shared >= 0.8 * Math.min(wordsA.size, wordsB.size)) pairs.push(`${a.name} ~ ${b.name}`);
      }
    });
    expect(pairs).toEqual([]);
  });

  /**
   * A line's pattern: a remark in brackets on its own, a step as written, and an ingredient line
   * of four words or more with its last word left open ('1 el verse *').
   */
  function patterns(r: SeedRecipe): Set<string> {
    const remarks = r.ingredients.flatMap((line) => [...line.matchAll(/\([^)]*\)/g)].map((m) => m[0]));
    const shapes = r.ingredients
      .map((line) => line.replace(/\s*\([^)]*\)/g, "").split(" "))
      .filter((words) => words.length >= 4 && words.at(-1) !== "smaak")
      .map((words) => [...words.slice(0, -1), "*"].join(" "));
    return new Set([...remarks, ...shapes, ...stepsOf(r)]);
  }

  it("repeats no line, remark or ingredient pattern on more than 10 recipes", () => {
    const counts = new Map<string, number>();
    for (const r of SEED_RECIPES) {
      for (const p of patterns(r)) counts.set(p, (counts.get(p) ?? 0) + 1);
    }
    const common = [...counts].filter(([, n]) => n > 10).map(([p, n]) => `${p} (${n})`);
    expect(common).toEqual([]);
  });

  it("varies the titles: at most a third are 'X met A, B en C'", () => {
    const listed = SEED_RECIPES.filter((r) => /\bmet [^,]+, [^,]+ en /.test(r.name));
    expect(listed.length).toBeLessThanOrEqual(SEED_RECIPES.length / 3);
  });
});

describe("the fields a reader expects", () => {
  it("gives every recipe an intro line", () => {
    expect(SEED_RECIPES.filter((r) => !r.intro?.trim()).map((r) => r.name)).toEqual([]);
  });

  it("says how to keep every recipe for four or more and every soup", () => {
    const kept = (r: SeedRecipe) => (r.servings ?? 1) < 4 && r.chapter !== "Soepen";
    expect(SEED_RECIPES.filter((r) => !kept(r) && !r.storage?.trim()).map((r) => r.name)).toEqual([]);
  });

  it("gives a tip or swap for at least half of the recipes", () => {
    expect(SEED_RECIPES.filter((r) => r.tips?.trim()).length).toBeGreaterThanOrEqual(SEED_RECIPES.length / 2);
  });

  it("splits the oven's time off as waiting time where the oven works alone", () => {
    const ovenOnly = SEED_RECIPES.filter((r) => r.preparationMethod === "Oven" && !r.waitTime);
    expect(ovenOnly.map((r) => r.name)).toEqual([]);
  });
});

describe("spelling", () => {
  it("writes compounds as the Groene Boekje does: 'wittebonendip', not 'witte-bonendip'", () => {
    const split = /\b(?:witte|zwarte|bruine|rode|groene)-(?:bonen|linzen)\p{L}*/iu;
    const accented = /ragoût/i;
    const offending = SEED_RECIPES.flatMap((r) => [r.name, ...r.ingredients, ...stepsOf(r)]).filter(
      (text) => split.test(text) || accented.test(text),
    );
    expect(offending).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";

import type { SeedRecipe } from "./types";
import { SEED_RECIPES } from "./index";

/** Each offending line as 'recipe name: line', so a failure names what to fix. */
function offending(lines: (recipe: SeedRecipe) => readonly string[], bad: (line: string) => boolean) {
  return SEED_RECIPES.flatMap((r) =>
    lines(r)
      .filter(bad)
      .map((line) => `${r.name}: ${line}`),
  );
}

const ingredients = (r: SeedRecipe) => r.ingredients;
const stepsOf = (r: SeedRecipe) => r.instructions.split("\n");
const allText = (r: SeedRecipe) => [r.name, ...r.ingredients, ...stepsOf(r)];

describe("ingredient lines", () => {
  it("never count with 'stuks': the noun counts itself ('2 eieren', '1 teentje knoflook')", () => {
    expect(offending(ingredients, (line) => /\bstuks?\b/i.test(line))).toEqual([]);
  });

  it("write fractions as ½ ¼ ¾, never as decimals like 0,5 or 1,5, but for kilos and litres ('1,2 kg')", () => {
    const decimal = /\d[.,]\d(?!\d*\s(?:kg|l)\b)/;
    expect(offending(allText, (line) => decimal.test(line))).toEqual([]);
    expect(["1,2 kg bloemkool", "1,5 l bouillon"].filter((line) => decimal.test(line))).toEqual([]);
    expect(
      ["0,5 tl kaneel", "1,5 el olie", "2,5 cm gember"].filter((line) => decimal.test(line)),
    ).toHaveLength(3);
  });

  it("season with pepper and salt to taste instead of measuring them", () => {
    // Stock "met minder zout" names a product, not a seasoning.
    const seasoning = /(?<!rode |groene )\bpeper\b|(?<!minder )zout\b/i;
    expect(offending(ingredients, (line) => seasoning.test(line) && !line.endsWith(" naar smaak"))).toEqual(
      [],
    );
  });

  it("spell knäckebröd one way", () => {
    expect(offending(allText, (line) => /kn[aä]ckebr(?:oo|o)d/i.test(line))).toEqual([]);
  });
});

describe("method", () => {
  it("has 4 to 8 steps, one per line", () => {
    const outside = SEED_RECIPES.filter((r) => stepsOf(r).length < 4 || stepsOf(r).length > 8);
    expect(outside.map((r) => `${r.name}: ${stepsOf(r).length}`)).toEqual([]);
  });

  it("writes every step as a full sentence: a capital first, a full stop last", () => {
    expect(offending(stepsOf, (line) => !/^[A-ZÀ-Ý].*\.$/.test(line))).toEqual([]);
  });

  it("starts every step with an imperative, not an infinitive ('Snijd', not 'Snijden')", () => {
    expect(offending(stepsOf, (line) => /^\p{L}+en\b/u.test(line))).toEqual([]);
  });

  it("calls the airfryer basket 'mand', never 'lade'", () => {
    expect(offending(allText, (line) => /\blades?\b/i.test(line))).toEqual([]);
    const withoutBasket = SEED_RECIPES.filter(
      (r) => /airfryer/i.test(r.instructions) && !/\bde mand\b/.test(r.instructions),
    );
    expect(withoutBasket.map((r) => r.name)).toEqual([]);
  });

  it("says 'het deksel', never 'de deksel'", () => {
    expect(offending(stepsOf, (line) => /\bde deksel\b/i.test(line))).toEqual([]);
  });

  it("writes temperatures as '180 °C'", () => {
    expect(offending(stepsOf, (line) => /(?<!\d )°C|graden/.test(line))).toEqual([]);
  });

  it("writes times in full minutes ('12 minuten'), never 'min.'", () => {
    const shortOrWordy = /\bmin\.?(?!\p{L})|(?<!\d )minuten\b|(?<!\b1 )minuut\b/u;
    expect(offending(stepsOf, (line) => shortOrWordy.test(line))).toEqual([]);
  });
});

describe("portions", () => {
  it("keeps portions out of the name", () => {
    const named = SEED_RECIPES.filter((r) => /porties?\b/i.test(r.name));
    expect(named.map((r) => r.name)).toEqual([]);
  });

  it("gives a whole number of servings from 1 to 24, or none (which means 1)", () => {
    const bad = SEED_RECIPES.filter(
      (r) =>
        r.servings !== undefined && !(Number.isInteger(r.servings) && r.servings >= 1 && r.servings <= 24),
    );
    expect(bad.map((r) => `${r.name}: ${r.servings}`)).toEqual([]);
  });

  it("makes soups and sauces for more than one portion", () => {
    const single = SEED_RECIPES.filter(
      (r) => (r.chapter === "Soepen" || r.chapter === "Sauzen & Basisrecepten") && (r.servings ?? 1) < 2,
    );
    expect(single.map((r) => r.name)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";

import type { ShoppingEntry } from "@repo/domain";
import { mergeShoppingList, parseIngredient, scaleIngredients } from "@repo/domain";

import { SEED_RECIPES } from "./index";

const PEOPLE = [1, 2, 3, 4, 5, 6, 7, 8];
const plain = (text: string) => text.replace(/\u00a0/g, " ");
const servings = (recipe: (typeof SEED_RECIPES)[number]) => recipe.servings ?? 1;

/** Every recipe's lines for 1 to 8 people, where that is not the number they were written for. */
const SCALED = SEED_RECIPES.flatMap((recipe) =>
  PEOPLE.filter((people) => people !== servings(recipe)).flatMap((people) =>
    scaleIngredients(recipe.ingredients, servings(recipe), people).map((line) => ({
      line,
      at: `${recipe.name} voor ${people}`,
    })),
  ),
);

const amountOf = (line: string) => {
  const { amount } = parseIngredient(line);
  return amount === undefined ? undefined : typeof amount === "number" ? amount : amount[1];
};

/** Things nobody cuts: the line names them right after the amount (and unit). */
const WHOLE =
  /^\S+ (?:takjes?|bosjes?|teentjes?|blaadjes?|snufjes?|\S*laurierbla(?:d|deren|adjes?)|eieren|ei)\b/;

const entry = (recipe: (typeof SEED_RECIPES)[number], portions: number): ShoppingEntry => ({
  recipeId: recipe.name,
  name: recipe.name,
  servings: servings(recipe),
  portions,
  lines: recipe.ingredients,
});

describe("rescaled amounts over every bundled recipe at 1 to 8 portions", () => {
  it("has scaled lines to check", () => {
    expect(SCALED.length).toBeGreaterThan(3000);
  });

  it("writes no fraction of a litre or kilo: 0,4 l is 400 ml", () => {
    expect(SCALED.filter(({ line }) => /^0,\d+ (?:l|kg|liter|kilo)\b/.test(line))).toEqual([]);
  });

  it("writes no part of a laurierblad, takje, bosje, teentje or egg, and at least one", () => {
    const cut = SCALED.filter(({ line }) => {
      if (!WHOLE.test(line)) return false;
      const amount = amountOf(line);
      return amount === undefined || !Number.isInteger(amount) || amount < 1;
    });
    expect(cut).toEqual([]);
  });

  it("writes no thirds or eighths: no ⅔ paprika, no ⅓ tl", () => {
    expect(SCALED.filter(({ line }) => /[⅓⅔⅛]/.test(line))).toEqual([]);
  });

  it("cuts a piece below one only in a quarter or a half", () => {
    const odd = SCALED.filter(({ line }) => {
      const { amount, unit } = parseIngredient(line);
      return (
        unit === undefined && typeof amount === "number" && amount < 1 && amount !== 0.25 && amount !== 0.5
      );
    });
    expect(odd).toEqual([]);
  });
});

describe("the shopping list over the bundled collection", () => {
  it("has one amount per food for the whole collection: one unit family each", () => {
    const groups = mergeShoppingList(SEED_RECIPES.map((recipe) => entry(recipe, servings(recipe))));
    const mixed = groups
      .flatMap((group) => group.lines.map((line) => plain(line.text)))
      // Eetlepels and theelepels are one amount of spoons: '4 el + 2 tl tamari'.
      .filter((text) => text.replace(/^\d+ el \+ [\d¼½¾]+ tl /, "").includes(" + "));
    expect(mixed).toEqual([]);
  });

  it("writes roggebrood in grams in every recipe", () => {
    const bread = SEED_RECIPES.flatMap((recipe) => recipe.ingredients).filter((line) =>
      line.includes("roggebrood"),
    );
    expect(bread.length).toBeGreaterThan(10);
    expect(bread.filter((line) => parseIngredient(line).unit !== "g")).toEqual([]);
  });

  it("asks for whole pieces, bosjes and packs for every recipe at 1 to 8 portions", () => {
    const bad: string[] = [];
    for (const recipe of SEED_RECIPES) {
      for (const people of PEOPLE) {
        for (const group of mergeShoppingList([entry(recipe, people)])) {
          for (const line of group.lines.map((l) => plain(l.text))) {
            // A fraction is only for spoons; never '0,4 l'.
            const fraction = /[¼½¾⅓⅔](?! (?:el|tl)\b)/.test(line);
            if (fraction || /^0,\d+ (?:l|kg)\b/.test(line))
              bad.push(`${recipe.name} voor ${people}: ${line}`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it("lists peper and zout on one line each, whoever needs them", () => {
    const groups = mergeShoppingList(SEED_RECIPES.map((recipe) => entry(recipe, servings(recipe))));
    const texts = groups.flatMap((group) => group.lines.map((line) => plain(line.text)));
    expect(texts.filter((text) => /\bpeper\b/.test(text) && /\bzout\b/.test(text))).toEqual([]);
    expect(texts.filter((text) => text === "peper naar smaak")).toHaveLength(1);
    expect(texts.filter((text) => text === "zout naar smaak")).toHaveLength(1);
  });
});

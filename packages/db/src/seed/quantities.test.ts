import { describe, expect, it } from "vitest";

import { formatIngredient, parseIngredient, scaleIngredient } from "@repo/domain";

import { SEED_RECIPES } from "./index";

const LINES = SEED_RECIPES.flatMap((recipe) => recipe.ingredients);
const FACTORS = [0.25, 1 / 3, 0.5, 0.75, 1.5, 2, 3, 4, 10];

/** The amount of a line as a number (a range by its upper end), or undefined. */
function amountOf(line: string): number | undefined {
  const { amount } = parseIngredient(line);
  return amount === undefined ? undefined : typeof amount === "number" ? amount : amount[1];
}

describe("quantities over the bundled collection", () => {
  it("has ingredient lines to check", () => {
    expect(LINES.length).toBeGreaterThan(100);
  });

  it("writes every line back unchanged when it is read and not scaled", () => {
    const changed = LINES.filter((line) => formatIngredient(parseIngredient(line)) !== line);
    expect(changed).toEqual([]);
    expect(LINES.filter((line) => scaleIngredient(line, 1) !== line)).toEqual([]);
  });

  it("writes each amount fresh so that it reads back as the same amount", () => {
    const misread = LINES.filter((line) => {
      const { written: _, ...fresh } = parseIngredient(line);
      return amountOf(formatIngredient(fresh)) !== amountOf(line);
    });
    expect(misread).toEqual([]);
  });

  it("reads an amount in every line that starts with a number", () => {
    expect(LINES.filter((line) => /^[\d½¼¾⅓⅔]/.test(line) && amountOf(line) === undefined)).toEqual([]);
  });

  it("never throws, writes NaN or Infinity, or scales an amount to nothing", () => {
    const bad: string[] = [];
    for (const line of LINES) {
      for (const factor of FACTORS) {
        const scaled = scaleIngredient(line, factor);
        const amount = amountOf(scaled);
        const hadAmount = amountOf(line) !== undefined;
        if (
          /NaN|Infinity|undefined/.test(scaled) ||
          /^0(?![,.]\d)/.test(scaled) ||
          (hadAmount && !(amount !== undefined && amount > 0))
        ) {
          bad.push(`${line} x${factor} -> ${scaled}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it("keeps the text after the amount and unit, apart from singular and plural", () => {
    const lost = LINES.filter((line) => {
      const rest = parseIngredient(line).rest;
      const scaled = parseIngredient(scaleIngredient(line, 2)).rest;
      return scaled.split(/\s+/).length !== rest.split(/\s+/).length;
    });
    expect(lost).toEqual([]);
  });
});

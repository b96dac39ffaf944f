import { describe, expect, it } from "vitest";

import type { ShoppingEntry } from "./shopping-entries";
import type { ShoppingGroup } from "./shopping-list";
import { foodName, shopUnitOf } from "./shop-units";
import { describeSources, mergeShoppingList } from "./shopping-list";

const plain = (text: string) => text.replace(/\u00a0/g, " ");

/** Every line as aisle, text and 'Voor:' detail, with plain spaces. */
const read = (groups: ShoppingGroup[]) =>
  groups.flatMap((group) =>
    group.lines.map((line) => [group.aisle, plain(line.text), plain(describeSources(line))]),
  );

const recipe = (name: string, servings: number, portions: number, lines: string[]): ShoppingEntry => ({
  recipeId: name.toLowerCase().replace(/\s+/g, "-"),
  name,
  servings,
  portions,
  lines,
});

describe("foodName and shopUnitOf", () => {
  it("leaves how a food is cut off its name", () => {
    expect(foodName("fijngeknipte bieslook")).toBe("bieslook");
    expect(foodName("verse peterselie")).toBe("peterselie");
    expect(foodName("geraspte verse gember")).toBe("gember");
    expect(foodName("gemalen komijn")).toBe("gemalen komijn");
    expect(foodName("Knäckebröd")).toBe("Knäckebröd");
  });

  it("knows the shop unit of herbs, celery, rye bread and citrus juice", () => {
    expect(shopUnitOf("peterselie")?.shop.unit).toEqual(["bosje", "bosjes"]);
    expect(shopUnitOf("bleekselderij")?.shop.unit).toEqual(["struik", "struiken"]);
    expect(shopUnitOf("citroensap")?.shop.name).toBe("citroen");
    expect(shopUnitOf("gedroogde tijm")).toBeUndefined();
  });
});

describe("a shopping list of three recipes in shop units", () => {
  const groups = mergeShoppingList([
    recipe("Heldere kippensoep", 4, 4, [
      "1,6 l kippenbouillon",
      "1 laurierblad",
      "2 takjes tijm",
      "250 g bleekselderij",
      "½ bosje peterselie",
      "200 g roggebrood",
      "peper en zout naar smaak",
    ]),
    recipe("Courgette-omelet", 1, 1, [
      "2 eieren",
      "½ bosje bieslook",
      "2 el verse peterselie",
      "1 snee roggebrood",
      "1 el citroensap",
      "peper naar smaak",
    ]),
    recipe("Kipsalade", 2, 1, [
      "2 stengels bleekselderij",
      "2 tl citroensap",
      "1 citroen",
      "4 el fijngeknipte bieslook",
      "2 eieren",
      "zout naar smaak",
    ]),
  ]);

  it("reads as a shopper buys: whole bosjes, a struik, lemons, a pak, peper and zout once", () => {
    expect(read(groups)).toEqual([
      // ½ bosje + 2 el (¼ bosje) = ¾ bosje.
      ["groente", "1 bosje bieslook", "Courgette-omelet (½ bosje), Kipsalade (2 el)"],
      // 250 g of a 450 g struik + 1 of its 9 stengels.
      ["groente", "1 struik bleekselderij", "Heldere kippensoep (250 g), Kipsalade (1 stengel)"],
      // 1 el juice (⅓ lemon) + 1 tl (⅑) + ½ lemon = 0,94 lemon.
      ["groente", "1 citroen", "Courgette-omelet (1 el citroensap), Kipsalade (1 tl citroensap + ½ citroen)"],
      ["groente", "1 bosje peterselie", "Heldere kippensoep (½ bosje), Courgette-omelet (2 el)"],
      ["groente", "1 bosje tijm", "Heldere kippensoep (2 takjes)"],
      ["zuivel", "3 eieren", "Courgette-omelet (2), Kipsalade (1)"],
      // 200 g is 5 sneetjes of 40 g, and 1 snee: one line, one pak.
      ["brood", "1 pak roggebrood (6 sneetjes)", "Heldere kippensoep (200 g), Courgette-omelet (1 snee)"],
      ["houdbaar", "1,6 l kippenbouillon", "Heldere kippensoep (1,6 l)"],
      ["kruiden", "1 laurierblad", "Heldere kippensoep (1)"],
      ["kruiden", "peper naar smaak", "Heldere kippensoep, Courgette-omelet"],
      ["kruiden", "zout naar smaak", "Heldere kippensoep, Kipsalade"],
    ]);
  });

  it("counts lemons for the juice a shopper squeezes: 16 el + 4 tl is six lemons of 3 el", () => {
    const juice = mergeShoppingList([
      recipe("A", 1, 1, ["16 el citroensap"]),
      recipe("B", 1, 1, ["4 tl citroensap"]),
    ]);
    expect(read(juice)).toEqual([["groente", "6 citroenen", "A (16 el citroensap), B (4 tl citroensap)"]]);
  });

  it("buys a second pak from the eleventh sneetje on", () => {
    const bread = mergeShoppingList([recipe("A", 1, 11, ["1 snee roggebrood"])]);
    expect(read(bread)[0]?.[1]).toBe("2 pakken roggebrood (11 sneetjes)");
  });
});

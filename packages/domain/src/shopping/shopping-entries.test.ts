import { describe, expect, it } from "vitest";

import type { ShoppingEntry } from "./shopping-entries";
import {
  addOwnItem,
  addRecipe,
  isShoppingEntry,
  removeEntry,
  shoppingListText,
  splitTicked,
} from "./shopping-entries";
import { mergeShoppingList } from "./shopping-list";

const soup = { id: "soep", name: "Soep", servings: 2, portions: 2, lines: ["400 g prei"] };

describe("addRecipe", () => {
  it("puts a recipe on the list with the portions asked for", () => {
    expect(addRecipe([], soup)).toEqual([
      { recipeId: "soep", name: "Soep", servings: 2, portions: 2, lines: ["400 g prei"] },
    ]);
  });

  it("adds the portions to a recipe already there, or replaces them", () => {
    const once = addRecipe([], soup);
    expect(addRecipe(once, { ...soup, portions: 3 }, "add")).toEqual([{ ...once[0], portions: 5 }]);
    expect(addRecipe(once, { ...soup, portions: 3 }, "replace")).toEqual([{ ...once[0], portions: 3 }]);
    expect(addRecipe(once, { ...soup, portions: 49 }, "add")[0]?.portions).toBe(50);
  });
});

describe("own items and removing", () => {
  it("adds a typed item as written, and ignores blank or overlong text", () => {
    const list = addOwnItem([], "  2 pakken   melk ");
    expect(list).toEqual([
      { recipeId: null, name: "2 pakken melk", servings: 1, portions: 1, lines: ["2 pakken melk"] },
    ]);
    expect(addOwnItem(list, "   ")).toBe(list);
    expect(addOwnItem(list, "x".repeat(101))).toBe(list);
  });

  it("removes a recipe with its lines, or one typed item", () => {
    const list = addOwnItem(addOwnItem(addRecipe([], soup), "wc-papier"), "melk");
    const [recipe, paper] = list as [ShoppingEntry, ShoppingEntry];
    const withoutSoup = removeEntry(list, recipe);
    expect(withoutSoup.map((e) => e.name)).toEqual(["wc-papier", "melk"]);
    expect(removeEntry(withoutSoup, paper).map((e) => e.name)).toEqual(["melk"]);
  });
});

describe("isShoppingEntry", () => {
  it("accepts what the list stores and nothing else", () => {
    expect(isShoppingEntry(addRecipe([], soup)[0])).toBe(true);
    expect(isShoppingEntry(addOwnItem([], "melk")[0])).toBe(true);
    expect(isShoppingEntry({ recipeId: "x", name: "X", servings: 1, portions: 0, lines: [] })).toBe(false);
    expect(isShoppingEntry({ recipeId: 3, name: "X", servings: 1, portions: 1, lines: [] })).toBe(false);
    expect(isShoppingEntry({ recipeId: "x", name: "", servings: 1, portions: 1, lines: [] })).toBe(false);
    expect(isShoppingEntry({ recipeId: "x", name: "X", servings: 1, portions: 1, lines: [4] })).toBe(false);
    expect(isShoppingEntry("melk")).toBe(false);
    expect(isShoppingEntry(null)).toBe(false);
  });
});

describe("ticked lines and the list as text", () => {
  const groups = mergeShoppingList([
    {
      recipeId: "a",
      name: "A",
      servings: 1,
      portions: 1,
      lines: ["2 eieren", "1 rode ui", "300 g courgette"],
    },
  ]);

  it("moves ticked lines out of their aisle to the bottom", () => {
    const { open, done } = splitTicked(groups, new Set(["ei"]));
    expect(open.map((g) => [g.aisle, g.lines.map((l) => l.key)])).toEqual([
      ["groente", ["courgette", "rode ui"]],
    ]);
    expect(done.map((l) => l.key)).toEqual(["ei"]);
  });

  it("writes the lines by aisle as plain text with plain spaces", () => {
    const titles = { groente: "Groente en fruit", zuivel: "Zuivel en eieren" } as Record<string, string>;
    expect(shoppingListText("Boodschappenlijst", groups, (aisle) => titles[aisle] ?? aisle)).toBe(
      "Boodschappenlijst\n\nGroente en fruit\n- 1 courgette\n- 1 rode ui\n\nZuivel en eieren\n- 2 eieren",
    );
  });
});

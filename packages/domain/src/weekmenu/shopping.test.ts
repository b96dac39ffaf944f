import { describe, expect, it } from "vitest";

import type { ShoppingEntry } from "../shopping/shopping-entries";
import type { ShoppableRecipe } from "./shopping";
import { addOwnItem, addRecipe } from "../shopping/shopping-entries";
import { mergeShoppingList } from "../shopping/shopping-list";
import { weekShopping } from "./shopping";

const recipes: ShoppableRecipe[] = [
  { id: "omelet", name: "Omelet", servings: 1, ingredients: ["2 eieren", "100 g spinazie"] },
  { id: "soep", name: "Linzensoep", servings: 4, ingredients: ["200 g linzen", "1 ui"] },
  { id: "kip", name: "Kip met broccoli", servings: 2, ingredients: ["300 g kipfilet", "400 g broccoli"] },
  { id: "salade", name: "Eiersalade", ingredients: ["1 ei", "50 g spinazie"] },
];
const byId = new Map(recipes.map((r) => [r.id, r]));

/** A week of 21 slots with these ids first and the rest empty. */
const slots = (...ids: (string | null)[]) => [...ids, ...Array<null>(21 - ids.length).fill(null)];

const texts = (entries: readonly ShoppingEntry[]) =>
  mergeShoppingList(entries).flatMap((g) => g.lines.map((l) => l.text.replace(/\u00a0/g, " ")));

describe("weekShopping", () => {
  it("puts each recipe on once, for the week's people at every meal it is planned for", () => {
    // Omelet on monday and tuesday; the soup at monday's lunch and as tuesday's leftover lunch.
    const week = { people: 2, slots: slots("omelet", "soep", "kip", "omelet", "soep", null) };
    expect(weekShopping(week, byId)).toEqual([
      { id: "omelet", name: "Omelet", servings: 1, portions: 4, lines: ["2 eieren", "100 g spinazie"] },
      { id: "soep", name: "Linzensoep", servings: 4, portions: 4, lines: ["200 g linzen", "1 ui"] },
      {
        id: "kip",
        name: "Kip met broccoli",
        servings: 2,
        portions: 2,
        lines: ["300 g kipfilet", "400 g broccoli"],
      },
    ]);
  });

  it("buys the soup's leftover with the pot it comes from, not as a second pot", () => {
    // Two people, a soup for four: monday's pot feeds tuesday's leftover lunch too.
    const week = { people: 2, slots: slots(null, "soep", null, null, "soep") };
    expect(texts(weekShopping(week, byId).map((r) => ({ ...r, recipeId: r.id })))).toEqual([
      "1 ui",
      "200 g linzen",
    ]);
  });

  it("merges the week's lines with each other and with what the list already holds", () => {
    let list: ShoppingEntry[] = [];
    list = [...addOwnItem(list, "6 eieren")];
    list = addRecipe(list, {
      id: "kip",
      name: "Kip met broccoli",
      servings: 2,
      portions: 2,
      lines: ["300 g kipfilet", "400 g broccoli"],
    });
    const week = { people: 1, slots: slots("omelet", "salade", "kip", "omelet") };
    for (const recipe of weekShopping(week, byId)) list = addRecipe(list, recipe);
    const lines = texts(list);
    // 6 typed, 2 x 2 from the omelets, 1 from the salad.
    expect(lines).toContain("11 eieren");
    // 2 x 100 g from the omelets, 50 g from the salad.
    expect(lines).toContain("250 g spinazie");
    // The chicken was on the list for two; the week adds one portion of a recipe for two.
    expect(lines).toContain("450 g kipfilet");
    expect(list.filter((e) => e.recipeId === "kip")).toHaveLength(1);
  });

  it("leaves out recipes that are gone and caps the portions at what the list holds", () => {
    const week = { people: 12, slots: slots("weg", ...Array<string>(20).fill("kip")) };
    expect(weekShopping(week, byId)).toEqual([expect.objectContaining({ id: "kip", portions: 50 })]);
    expect(weekShopping({ people: 2, slots: slots() }, byId)).toEqual([]);
  });
});

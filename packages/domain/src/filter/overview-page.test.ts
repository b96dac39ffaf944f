import { describe, expect, it } from "vitest";

import type { RecipeSummary } from "../recipe/summary";
import { indexedOnce } from "./filter";
import { EMPTY_FILTERS } from "./filter-state";
import { overviewPage } from "./overview-page";

const card = (id: string, name: string, ingredients: string[]) =>
  ({
    id,
    name,
    chapter: "Diner",
    proteinType: "Vis",
    preparationMethod: "Pan",
    ingredients,
    prepTime: 20,
    airfryerTemp: null,
    airfryerTime: null,
  }) as unknown as RecipeSummary;

describe("the overview's page of one search", () => {
  const list = [
    card("a", "Zalm met spinazie", ["150 g zalm", "200 g spinazie"]),
    card("b", "Kabeljauw uit de pan", ["150 g kabeljauw", "1 citroen"]),
  ];

  it("indexes a list once however many searches read it, and a new list anew", () => {
    const index = indexedOnce(list);
    expect(indexedOnce(list)).toBe(index);
    expect(indexedOnce([...list])).not.toBe(index);
  });

  it("answers each search on the kept index with its own cards", () => {
    const names = (search: string) =>
      overviewPage(list, { ...EMPTY_FILTERS, search }).cards.map((recipe) => recipe.name);
    expect(names("spinazie")).toEqual(["Zalm met spinazie"]);
    expect(names("citroen")).toEqual(["Kabeljauw uit de pan"]);
    expect(names("spinazie")).toEqual(["Zalm met spinazie"]);
    expect(overviewPage(list, { ...EMPTY_FILTERS, search: "tofu" }).total).toBe(0);
  });
});

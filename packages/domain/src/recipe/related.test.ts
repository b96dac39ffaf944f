import { describe, expect, it } from "vitest";

import { relatedRecipes } from "./related";

const r = (id: string, chapter: string, proteinType: string) => ({ id, chapter, proteinType });

describe("relatedRecipes", () => {
  const current = r("a", "Diner", "Vis");
  const all = [
    current,
    r("soep-kip", "Soepen", "Kip"),
    r("diner-kip", "Diner", "Kip"),
    r("lunch-schelvis", "Lunch", "Schelvis"),
    r("diner-zalm", "Diner", "Vis"),
    r("ontbijt-ei", "Ontbijt", "Ei"),
    r("diner-ei", "Diner", "Ei"),
    r("lunch-vis", "Lunch", "Vis"),
  ];

  it("puts the same chapter and protein first, then the chapter, then the protein group", () => {
    expect(relatedRecipes(current, all).map((x) => x.id)).toEqual([
      "diner-zalm",
      "diner-kip",
      "diner-ei",
      "lunch-schelvis",
      "lunch-vis",
    ]);
  });

  it("never shows the recipe itself or unrelated ones, and at most six", () => {
    const many = Array.from({ length: 10 }, (_, i) => r(`d${i}`, "Diner", "Ei"));
    const result = relatedRecipes(current, [current, ...many, r("x", "Soepen", "Kip")]);
    expect(result.map((x) => x.id)).toEqual(["d0", "d1", "d2", "d3", "d4", "d5"]);
  });

  it("gives no strip when fewer than three are related", () => {
    expect(relatedRecipes(current, [current, r("b", "Diner", "Ei"), r("c", "Soepen", "Kip")])).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";

import { suggestRecipes } from "./suggest";

const names = [
  "Courgettesoep met basilicum",
  "Kipsalade met appel",
  "Zalm uit de oven",
  "Kabeljauw met prei",
  "Omelet met spinazie",
].map((name) => ({ name }));

describe("suggestRecipes", () => {
  it("offers the closest names to a misspelled query", () => {
    expect(suggestRecipes(names, "kabbeljouw").map((r) => r.name)).toEqual(["Kabeljauw met prei"]);
    expect(suggestRecipes(names, "omlet spinazi").map((r) => r.name)).toEqual(["Omelet met spinazie"]);
  });

  it("offers at most three, and nothing for queries far from every name", () => {
    expect(suggestRecipes(names, "met", 3)).toHaveLength(3);
    expect(suggestRecipes(names, "zzzzgeenrecept")).toEqual([]);
    expect(suggestRecipes(names, "xy")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";

import type { Aisle } from "@repo/domain";
import { mergeShoppingList } from "@repo/domain";

import { SEED_RECIPES } from "./index";

/** Every bundled recipe on one list, each line as the list reads it. */
const entries = SEED_RECIPES.map((recipe, i) => ({
  recipeId: String(i),
  name: recipe.name,
  servings: recipe.servings ?? 1,
  portions: recipe.servings ?? 1,
  lines: recipe.ingredients,
}));

describe("the shopping list's aisles over the bundled collection", () => {
  const groups = mergeShoppingList(entries);
  const lines = groups.flatMap((group) => group.lines.map((line) => [group.aisle, line.text] as const));

  it("files no bundled ingredient under 'Overig'", () => {
    expect(lines.filter(([aisle]) => aisle === "overig")).toEqual([]);
  });

  it("names every bundled recipe as needing some line", () => {
    const named = groups.flatMap((g) => g.lines.flatMap((l) => l.sources.map((s) => s.recipeId)));
    expect(new Set(named)).toEqual(new Set(entries.map((e) => e.recipeId)));
    expect(lines.length).toBeGreaterThan(100);
  });

  it("puts the collection's ingredients in the aisles a shopper finds them in", () => {
    // A note ('(ongekookt)') shows only when every recipe writes it, so the name is read without it.
    const aisleOfLine = (name: string) =>
      lines.find(([, text]) =>
        text
          .replace(/\u00a0/g, " ")
          .replace(/ \([^)]*\)$/, "")
          .endsWith(name),
      )?.[0];
    const expected: Record<string, Aisle> = {
      "rode paprika's": "groente",
      "bosjes basilicum": "groente",
      "bosje rozemarijn": "groente",
      champignons: "groente",
      kipfilet: "vlees",
      beenham: "vlees",
      "stevige tofu": "vlees",
      eieren: "zuivel",
      "Griekse yoghurt": "zuivel",
      roggebrood: "brood",
      zilvervliesrijst: "brood",
      "groentebouillon zonder suiker": "houdbaar",
      walnoten: "houdbaar",
      "zwarte olijven": "houdbaar",
      "gedroogde oregano": "kruiden",
      "gerookt paprikapoeder": "kruiden",
      "peper naar smaak": "kruiden",
      "zout naar smaak": "kruiden",
      olijfolie: "olie",
      tamari: "olie",
      "witte miso": "olie",
      edamameboontjes: "diepvries",
      frambozen: "groente",
    };
    for (const [name, aisle] of Object.entries(expected))
      expect([name, aisleOfLine(name)]).toEqual([name, aisle]);
  });
});

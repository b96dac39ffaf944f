import { describe, expect, it } from "vitest";

import { suggestIcons } from "./icon-suggest";

describe("issue 42 item 11: the icons a recipe's chapter, protein, method and ingredients imply", () => {
  it("a vegetarian tomato soup from the pan", () => {
    expect(
      suggestIcons({
        chapter: "Soepen",
        proteinType: "Vegetarisch",
        preparationMethod: "Pan",
        ingredients: ["1 ui", "800 g Tomaten", "1 l groentebouillon"],
      }),
    ).toEqual(["vegetable", "hot", "soup"]);
  });

  it("an omelet: egg and protein", () => {
    expect(
      suggestIcons({
        chapter: "Ontbijt",
        proteinType: "Ei",
        preparationMethod: "Pan",
        ingredients: ["3 eieren", "100 g spinazie"],
      }),
    ).toEqual(["egg", "protein", "vegetable", "hot"]);
  });

  it("pumpkin seeds are no vegetable, a pumpkin is", () => {
    const porridge = (seeds: string) =>
      suggestIcons({
        chapter: "Ontbijt",
        proteinType: "Noten",
        preparationMethod: "Pan",
        ingredients: ["30 g havermout", "1 appel", seeds],
      });
    expect(porridge("4 el pompoenpitten")).toEqual(["protein", "fruit", "hot"]);
    expect(porridge("200 g pompoen")).toEqual(["protein", "vegetable", "fruit", "hot"]);
  });

  it("a smoothie with fruit is cold; a sauce and the balance chapter have their own", () => {
    expect(
      suggestIcons({
        chapter: "Smoothies & Ovenhapjes",
        proteinType: "Yoghurt",
        preparationMethod: "Blender",
        ingredients: ["150 g yoghurt", "1 appel", "100 g frambozen"],
      }),
    ).toEqual(["protein", "fruit", "cold"]);
    expect(
      suggestIcons({
        chapter: "Sauzen & Basisrecepten",
        proteinType: "Vegetarisch",
        preparationMethod: "Koud",
        ingredients: ["olijfolie", "citroen"],
      }),
    ).toEqual(["cold", "sauce"]);
    expect(
      suggestIcons({
        chapter: "Ritme & Rust in Balans",
        proteinType: "Kip",
        preparationMethod: "Oven",
        ingredients: ["kipfilet", "taugé", "paprikapoeder"],
      }),
    ).toEqual(["protein", "vegetable", "hot", "balance"]);
  });

  it("paprikapoeder and mierikswortel are no vegetables", () => {
    expect(
      suggestIcons({
        chapter: "Diner",
        proteinType: "Vegetarisch",
        preparationMethod: "Koud",
        ingredients: ["1 tl paprikapoeder", "1 el mierikswortel"],
      }),
    ).toEqual(["cold"]);
  });
});

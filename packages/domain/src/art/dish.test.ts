import { describe, expect, it } from "vitest";

import type { ArtRecipe } from "./compose";
import { composeArt } from "./compose";
import { artRecipe as recipe } from "./test-recipe";

const dish = (overrides: Partial<ArtRecipe>) => {
  const art = composeArt(recipe(overrides));
  return { form: art.dish.form, base: art.dish.base, vessel: art.vessel };
};

describe("the dish a picture shows", () => {
  it("folds an omelet and scrambles roerei, both in the pan", () => {
    const eggs = { proteinType: "Ei", ingredients: ["2 eieren", "50 g spinazie"] } as const;
    expect(dish({ ...eggs, name: "Courgette-omelet met bieslook" })).toEqual({
      form: "omelet",
      base: null,
      vessel: "pan",
    });
    expect(dish({ ...eggs, name: "Zacht roerei met champignons" })).toEqual({
      form: "scrambled",
      base: null,
      vessel: "pan",
    });
  });

  it("bakes egg muffins in a muffin tin, by their name or by a step that fills one", () => {
    const eggs = { proteinType: "Ei", preparationMethod: "Oven", ingredients: ["4 eieren"] } as const;
    expect(dish({ ...eggs, name: "Eiermuffins met paprika" }).vessel).toBe("muffinTin");
    expect(
      dish({
        ...eggs,
        name: "Hartige eitjes uit de oven",
        instructions: "Vet een muffinvorm in.\nVul de holtes.",
      }),
    ).toEqual({ form: "muffins", base: null, vessel: "muffinTin" });
  });

  it("threads skewers by name or by a step that threads them", () => {
    const veal = { proteinType: "Kalfsvlees", ingredients: ["150 g kalfsfricandeau"] } as const;
    expect(dish({ ...veal, name: "Kalfsvleesspiesjes", preparationMethod: "Airfryer" })).toEqual({
      form: "skewers",
      base: null,
      vessel: "airfryerBasket",
    });
    expect(
      dish({ ...veal, name: "Kalfsvlees van de grill", instructions: "Rijg het vlees aan de stokjes." }).form,
    ).toBe("skewers");
  });

  it("stews in a pot when the name or the steps say so, and cooks a one-pan dish in the frying pan", () => {
    const meat = { proteinType: "Kalfsvlees", ingredients: ["300 g kalfsstoofvlees (in blokjes)"] } as const;
    expect(dish({ ...meat, name: "Kalfsstoofpotje met wortel" }).vessel).toBe("pot");
    expect(
      dish({ ...meat, name: "Kalfsvlees met wortel", instructions: "Verhit de olie in een stoofpan." })
        .vessel,
    ).toBe("pot");
    expect(
      dish({ name: "Eenpansgerecht van kip", proteinType: "Kip", ingredients: ["130 g kipfilet"] }),
    ).toEqual({
      form: "stew",
      base: null,
      vessel: "pan",
    });
  });

  it("lays a sandwich on its bread, on a board", () => {
    expect(dish({ name: "Roggebrood met beenham en radijs", preparationMethod: "Koud" })).toEqual({
      form: "bread",
      base: "roggebrood",
      vessel: "board",
    });
    expect(dish({ name: "Knäckebröd met geitenkaas", preparationMethod: "Koud" }).base).toBe("knackebrod");
    // Bread eaten beside a dish lies beside it.
    const omelet = composeArt(recipe({ name: "Omelet", ingredients: ["2 eieren", "40 g roggebrood"] }));
    expect([omelet.dish.form, omelet.side]).toEqual(["omelet", "roggebrood"]);
  });

  it("serves soups and broths in a soup bowl, smoothies in a glass", () => {
    expect(dish({ name: "Pompoensoep", chapter: "Soepen" }).vessel).toBe("soupBowl");
    const broth = composeArt(
      recipe({ name: "Zijden tofu in gemberbouillon", ingredients: ["200 g zijden tofu"] }),
    );
    expect([broth.dish.form, broth.vessel, broth.liquid]).toEqual(["broth", "soupBowl", "stock"]);
    expect(dish({ name: "Bessensmoothie", preparationMethod: "Blender" }).vessel).toBe("glass");
  });

  it("layers a bake from its name or from steps in layers", () => {
    expect(dish({ name: "Ovenschotel van aubergine", preparationMethod: "Oven" }).form).toBe("bake");
    expect(dish({ name: "Gegratineerde prei", preparationMethod: "Oven" }).form).toBe("bake");
    expect(
      dish({
        name: "Aubergine uit de oven",
        preparationMethod: "Oven",
        instructions: "Leg om en om lagen aubergine en saus.",
      }).form,
    ).toBe("bake");
  });

  it("lays a salad on the leaves its lines name, on a plate when the steps lay it on one", () => {
    expect(
      dish({
        name: "Lauwe salade van zalm",
        proteinType: "Vis",
        ingredients: ["120 g zalmfilet", "40 g veldsla"],
        instructions: "Verdeel de veldsla over een bord en breek de zalm erover in stukken.",
      }),
    ).toEqual({ form: "salad", base: "sla", vessel: "plate" });
    expect(
      dish({
        name: "Kipreepjes op rucolasalade",
        proteinType: "Kip",
        ingredients: ["130 g kipfilet", "40 g rucola"],
      }),
    ).toEqual({ form: "salad", base: "rucola", vessel: "bowl" });
  });

  it("fills cucumber boats, portobello caps, peppers and eggs", () => {
    expect(dish({ name: "Komkommerbootjes met cottage cheese", preparationMethod: "Koud" })).toEqual({
      form: "stuffed",
      base: "komkommer",
      vessel: "plate",
    });
    expect(dish({ name: "Portobello met een eitje", preparationMethod: "Airfryer" })).toEqual({
      form: "stuffed",
      base: "portobello",
      vessel: "airfryerBasket",
    });
    expect(dish({ name: "Gevulde mini-paprika's met geitenkaas" }).base).toBe("paprika");
    expect(
      dish({ name: "Gevulde eitjes met kerrie", proteinType: "Ei", ingredients: ["2 eieren"] }).base,
    ).toBe("ei");
  });

  it("puts yoghurt with fruit in a bowl, never in the pan the fruit was stewed in", () => {
    const stewed = composeArt(
      recipe({
        name: "Gestoofde appel met kaneel op Griekse yoghurt",
        chapter: "Ontbijt",
        proteinType: "Yoghurt",
        ingredients: ["200 g Griekse yoghurt", "1 appel"],
        instructions: "Stoof de appel in een pan.",
      }),
    );
    expect([stewed.dish.form, stewed.vessel, stewed.liquid]).toEqual(["yoghurtBowl", "bowl", "yoghurt"]);
  });

  it("wraps vegetables in ham and sets fish bites on cucumber when the steps say so", () => {
    expect(
      dish({
        name: "Witlof in beenham",
        proteinType: "Ham",
        preparationMethod: "Koud",
        ingredients: ["80 g beenham", "2 stronken witlof"],
        instructions: "Wikkel elke witlofhelft in een plak beenham.",
      }),
    ).toEqual({ form: "wraps", base: "witlof", vessel: "plate" });
    expect(
      dish({
        name: "Zalmblokjes met dille",
        proteinType: "Vis",
        preparationMethod: "Oven",
        ingredients: ["120 g zalmfilet", "½ komkommer"],
        instructions: "Leg op elk plakje komkommer een blokje zalm en steek er een prikker in.",
      }),
    ).toEqual({ form: "bites", base: "komkommer", vessel: "plate" });
  });
});

describe("how the protein is cut", () => {
  const cut = (
    name: string,
    line: string,
    instructions = "",
    proteinType: ArtRecipe["proteinType"] = "Kip",
  ) => composeArt(recipe({ name, proteinType, ingredients: [line], instructions })).protein?.cut;

  it("reads the cut from the name, the line or a step that names the protein", () => {
    expect(cut("Kipreepjes met paprika", "130 g kipfilet")).toBe("strips");
    expect(
      cut(
        "Kip met pompoen",
        "130 g kipfilet",
        "Snijd de pompoen in blokjes; snijd de ui in partjes en de kip in reepjes.",
      ),
    ).toBe("strips");
    expect(cut("Kippendrumsticks", "2 kippendrumsticks")).toBe("drumsticks");
    expect(cut("Kippensoep", "480 g kipfilet", "Haal de kip uit de pan en trek hem in draadjes.")).toBe(
      "shredded",
    );
    expect(cut("Stoofpot", "300 g kalfsstoofvlees (in blokjes)", "", "Kalfsvlees")).toBe("cubes");
    expect(cut("Ceviche van zeebaars", "125 g zeebaarsfilet", "", "Vis")).toBe("cubes");
    expect(cut("Kippendij uit de oven", "130 g kippendijfilet", "Snijd de wortel in stukken.")).toBe("whole");
    // Fish broken in pieces falls in flakes; meat in pieces is cubed.
    expect(
      cut("Gerookte forel", "120 g gerookte forelfilet", "Verdeel de forel in stukjes erover.", "Vis"),
    ).toBe("flakes");
    expect(cut("Kip met wortel", "130 g kipfilet", "Snijd de kip in stukken.")).toBe("cubes");
  });

  it("fries minced meat loose when a step says 'rul', and rolls it into balls otherwise", () => {
    const line = "125 g kalfsgehakt";
    expect(
      cut("Spitskool met kalfsgehakt", line, "Bak het kalfsgehakt in 4 minuten rul.", "Kalfsgehakt"),
    ).toBe("crumbles");
    expect(cut("Kalfsgehaktballetjes", line, "", "Kalfsgehakt")).toBe("balls");
  });
});

import { describe, expect, it } from "vitest";

import type { ArtRecipe } from "./compose";
import { composeArt } from "./compose";
import { artRecipe as recipe } from "./test-recipe";
import { isSaucy } from "./vessel";

const picture = (overrides: Partial<ArtRecipe>) => {
  const art = composeArt(recipe(overrides));
  return { form: art.dish.form, base: art.dish.base, vessel: art.vessel, liquid: art.liquid };
};

describe("dishes drawn as served, not as their main ingredient", () => {
  it("sinks shakshuka's eggs in a tomato sauce in the pan, by its name or by steps that make hollows", () => {
    const eggs = {
      chapter: "Ontbijt",
      proteinType: "Ei",
      ingredients: ["2 eieren", "1 rode paprika", "200 g tomatenblokjes", "2 takjes koriander"],
    } as const;
    const sauced = { form: "eggsInSauce", base: "tomaat", vessel: "pan", liquid: "tomaat" };
    expect(picture({ ...eggs, name: "Shakshuka met paprika en komijn" })).toEqual(sauced);
    expect(
      picture({
        ...eggs,
        name: "Eieren in pittige tomatensaus",
        instructions: "Maak twee kuiltjes in de saus en breek in elk kuiltje een ei.",
      }),
    ).toEqual(sauced);
    // Without a sauce to sink in, an egg in the pan is still a fried egg.
    expect(picture({ ...eggs, name: "Spiegelei met paprika" }).form).toBe("plain");
  });

  it("lays roasted carrots on a smear of yoghurt on a plate; yoghurt spooned into a bowl stays a bowl", () => {
    const yoghurt = { proteinType: "Yoghurt", preparationMethod: "Oven" } as const;
    expect(
      picture({
        ...yoghurt,
        name: "Geroosterde wortels op knoflookyoghurt",
        ingredients: ["350 g wortels", "150 g Griekse yoghurt", "2 takjes dille"],
        instructions: "Rooster de wortels.\nStrijk de yoghurt uit op een bord en leg de wortels erop.",
      }),
    ).toEqual({ form: "smear", base: "yoghurt", vessel: "plate", liquid: "yoghurt" });
    expect(
      picture({
        ...yoghurt,
        name: "Warme kaneelappel op Griekse yoghurt",
        ingredients: ["150 g Griekse yoghurt", "1 appel"],
        instructions: "Schep de yoghurt in een kom en verdeel de warme appel erover.",
      }),
    ).toEqual({ form: "yoghurtBowl", base: null, vessel: "bowl", liquid: "yoghurt" });
    // A puree is always spread under what lies on it.
    expect(
      picture({
        name: "Kalfsoester op bloemkoolpuree",
        proteinType: "Kalfsvlees",
        ingredients: ["130 g kalfsoester", "300 g bloemkool", "150 g broccoli"],
      }),
    ).toEqual({ form: "smear", base: "bloemkool", vessel: "plate", liquid: "bloemkool" });
  });

  it("draws a frittata flat, an omelet wrap rolled, soft-boiled eggs in their cups, a tosti cut in two", () => {
    const eggs = { proteinType: "Ei", ingredients: ["4 eieren", "200 g broccoli"] } as const;
    expect(picture({ ...eggs, name: "Frittata met broccoli", preparationMethod: "Oven" }).form).toBe(
      "frittata",
    );
    expect(picture({ ...eggs, name: "Omeletwrap met knapperige groenten" })).toMatchObject({
      form: "rolled",
      vessel: "plate",
    });
    expect(
      picture({ ...eggs, name: "Zachtgekookte eitjes met asperges", preparationMethod: "Stomen" }),
    ).toMatchObject({ form: "eggCups", vessel: "plate" });
    expect(
      picture({
        name: "Tosti van roggebrood met mozzarella",
        proteinType: "Mozzarella",
        ingredients: ["60 g roggebrood", "60 g mozzarella"],
      }),
    ).toMatchObject({ form: "toastie", base: "roggebrood", vessel: "board" });
  });

  it("builds stamppot, riced cauliflower and a parcel of baking paper as such", () => {
    expect(
      picture({
        name: "Boerenkoolstamppot met een kalfsgehaktbal",
        proteinType: "Kalfsgehakt",
        ingredients: ["300 g boerenkool", "250 g kalfsgehakt"],
      }),
    ).toEqual({ form: "mash", base: "boerenkool", vessel: "plate", liquid: "boerenkool" });
    expect(
      picture({
        name: "Bloemkoolnasi met een spiegelei",
        proteinType: "Ei",
        ingredients: ["400 g bloemkool", "2 eieren", "1 wortel"],
        instructions: "Roerbak de bloemkool in een wok.\nSchep de nasi op een bord.",
      }),
    ).toEqual({ form: "grains", base: "bloemkool", vessel: "plate", liquid: "fried" });
    expect(
      picture({
        name: "Zalm en papillote met prei",
        proteinType: "Vis",
        preparationMethod: "Oven",
        ingredients: ["125 g zalmfilet", "½ prei"],
        instructions: "Vouw het bakpapier dicht en leg het op een bakplaat.",
      }),
    ).toMatchObject({ form: "parcel", vessel: "tray" });
  });

  it("fills tomatoes and lettuce leaves, and lays a sandwich named by what it lies on on its bread", () => {
    expect(
      picture({
        name: "Gevulde tomaten met forelsalade",
        proteinType: "Vis",
        preparationMethod: "Koud",
        ingredients: ["2 vleestomaten", "120 g gerookte forelfilet"],
      }),
    ).toMatchObject({ form: "stuffed", base: "vleestomaat", vessel: "plate" });
    expect(
      picture({
        name: "Larb van kip in slablaadjes",
        proteinType: "Kip",
        ingredients: ["125 g kipfilet", "¼ krop ijsbergsla"],
      }),
    ).toMatchObject({ form: "stuffed", base: "slakommetje", vessel: "plate" });
    expect(
      picture({
        name: "Kipsalade met appel op roggebrood",
        proteinType: "Kip",
        ingredients: ["100 g kipfilet", "½ appel", "40 g roggebrood"],
      }),
    ).toMatchObject({ form: "bread", base: "roggebrood", vessel: "board" });
  });

  it("leads with the vegetable a name starts with when no protein comes before it", () => {
    const ham = { proteinType: "Ham", ingredients: ["80 g beenham", "500 g witte asperges"] } as const;
    expect(picture({ ...ham, name: "Witte asperges met beenham en krieltjes" })).toMatchObject({
      form: "plain",
      base: "asperge",
    });
    expect(picture({ ...ham, name: "Beenham met witte asperges" }).base).toBeNull();
    expect(
      picture({
        name: "Caprese van drie soorten tomaat",
        proteinType: "Mozzarella",
        preparationMethod: "Koud",
        ingredients: ["100 g mozzarella", "2 tomaten"],
      }).base,
    ).toBeNull();
  });
});

describe("the rules' keywords inside compounds and with or without diacritics", () => {
  it("stews a ragout whether written 'rodelinzenragout', 'Rode-linzenragoût' or 'ragout van linzen'", () => {
    const lentils = {
      proteinType: "Linzen",
      ingredients: ["125 g rode linzen (droog)", "200 g tomatenblokjes", "2 wortels"],
    } as const;
    const stewed = { form: "stew", base: null, vessel: "pan", liquid: "lentils" };
    for (const name of ["Rodelinzenragout met courgetteslierten", "Rode-linzenragoût", "Ragout van linzen"])
      expect(picture({ ...lentils, name }), name).toEqual(stewed);
    for (const name of [
      "Rodelinzenragout",
      "Rode-linzenragoût",
      "Wittebonendip",
      "Havermoutpap",
      "Tomatensaus",
    ])
      expect(isSaucy({ name, chapter: "Diner" }), name).toBe(true);
    expect(isSaucy({ name: "Kalfsoester op bloemkoolpuree", chapter: "Diner" })).toBe(false);
  });

  const egg = { proteinType: "Ei", ingredients: ["2 eieren"] } as const;
  it.each([
    ["Gevulde kerrie-eitjes", egg, "stuffed"],
    ["Tofuscramble met kurkuma", { proteinType: "Sojabonen", ingredients: ["150 g tofu"] }, "scrambled"],
    ["Kipsaté met komkommer", { proteinType: "Kip", ingredients: ["130 g kipfilet"] }, "skewers"],
    ["Chili sin carne met tempeh", { ingredients: ["300 g tempeh"] }, "stew"],
    ["Tomatensoepje", { chapter: "Lunch" }, "soup"],
    ["Knackebrod met geitenkaas", { preparationMethod: "Koud" }, "bread"],
    ["Courgettelinten met geitenkaas", { ingredients: ["1 courgette"] }, "salad"],
    ["Tabouleh van bloemkool", { ingredients: ["250 g bloemkool"] }, "grains"],
    ["Vispotje onder een bloemkoolkorst", { preparationMethod: "Oven" }, "bake"],
    [
      "Asperges in parmaham",
      { ingredients: ["80 g parmaham", "250 g asperges"], instructions: "Wikkel de asperges in de ham." },
      "wraps",
    ],
  ] as const)("finds the keyword inside the compound in '%s'", (name, overrides, form) => {
    expect(picture({ name, ...overrides }).form).toBe(form);
  });
});

import { describe, expect, it } from "vitest";

import type { DishForm } from "@repo/domain";
import { BACKGROUNDS, BOARD_COLOUR, BREAD_COLOURS, DARK_DIM, glyphKey } from "@repo/art";
import { SEED_RECIPES } from "@repo/db";
import { composeArt, isSaucy, normalize } from "@repo/domain";

import { contrast } from "./contrast";

const composed = SEED_RECIPES.map((recipe) => ({ recipe, art: composeArt(recipe) }));

function seed(prefix: string) {
  const found = composed.find(({ recipe }) => recipe.name.startsWith(prefix));
  if (!found) throw new Error(`no seed recipe named '${prefix}...'`);
  return found;
}

describe("the bundled pictures that showed another dish than their name", () => {
  it("draws Shakshuka as eggs poached in a tomato sauce in the pan, not as a fried egg", () => {
    const { art } = seed("Shakshuka");
    expect([art.dish, art.vessel, art.liquid]).toEqual([
      { form: "eggsInSauce", base: "tomaat" },
      "pan",
      "tomaat",
    ]);
    expect(glyphKey(art)).toBe("eggsInSauce");
  });

  it("lays the roasted carrots on a smear of garlic yoghurt on a plate, not in a yoghurt bowl", () => {
    const { art } = seed("Geroosterde wortels op knoflookyoghurt");
    expect([art.dish, art.vessel, art.liquid]).toEqual([
      { form: "smear", base: "yoghurt" },
      "plate",
      "yoghurt",
    ]);
    // The carrots are the dish lying on the yoghurt.
    expect(art.garnishes[0]?.key).toBe("wortel");
    expect(glyphKey(art)).not.toBe("yoghurtBowl:yoghurt");
  });

  it("stews the rodelinzenragout in its orange lentil sauce, a saucy dish by its name", () => {
    const { recipe, art } = seed("Rodelinzenragout");
    expect([art.dish.form, art.liquid]).toEqual(["stew", "lentils"]);
    expect(isSaucy(recipe)).toBe(true);
  });

  it.each([
    ["Kalfsoester op bloemkoolpuree", "smear", "bloemkool", "plate"],
    ["Gevulde kerrie-eitjes", "stuffed", "ei", "plate"],
    ["Kipsalade met appel en bleekselderij op roggebrood", "bread", "roggebrood", "board"],
    ["Aardbeien met cottage cheese", "yoghurtBowl", null, "bowl"],
    ["Tosti van roggebrood", "toastie", "roggebrood", "board"],
    ["Frittata met broccoli", "frittata", null, "ovenDish"],
    ["Tofuscramble", "scrambled", null, "pan"],
    ["Zachtgekookte eitjes", "eggCups", null, "plate"],
    ["Gevulde tomaten met forelsalade", "stuffed", "vleestomaat", "plate"],
    ["Larb van kip", "stuffed", "slakommetje", "plate"],
    ["Tabouleh van bloemkool", "grains", "bloemkool", "bowl"],
    ["Bloemkoolnasi", "grains", "bloemkool", "plate"],
    ["Omeletwrap", "rolled", null, "plate"],
    ["Kabeljauw in een pakketje", "parcel", null, "tray"],
    ["Zalm en papillote", "parcel", null, "tray"],
    ["Chili sin carne", "stew", null, "pan"],
    ["Vispotje met spinazie onder een bloemkoolkorst", "bake", "bloemkool", "ovenDish"],
    ["Boerenkoolstamppot", "mash", "boerenkool", "plate"],
    ["Courgettelinten", "salad", "courgette", "plate"],
    ["Witte asperges met beenham", "plain", "asperge", "plate"],
    ["Geroosterde broccoli en spruitjes", "plain", "broccoli", "tray"],
    ["Rozemarijnamandelen met rauwkost", "plain", null, "plate"],
  ] as const)("draws %s as %s (%s) on or in a %s", (name, form, base, vessel) => {
    const { art } = seed(name);
    expect([art.dish.form, art.dish.base, art.vessel]).toEqual([form, base, vessel]);
  });

  it("shows the strawberries, the soaked oats, the pale bean dip and the green peas the names speak of", () => {
    expect(seed("Aardbeien met cottage cheese").art.garnishes.map((g) => g.key)).toContain("aardbei");
    expect(seed("Birchermuesli").art.liquid).toBe("oats");
    expect(seed("Wittebonendip").art.liquid).toBe("beans");
    expect(seed("Doperwtensoep").art.liquid).toBe("erwten");
    expect(seed("Chili sin carne").art.liquid).toBe("tomaat");
  });
});

describe("the dish rules' keywords, as the bundled names use them", () => {
  // Each keyword and the forms a name holding it (inside a compound too) may be drawn as.
  const RULES: readonly [RegExp, readonly DishForm[]][] = [
    [/ragout|ragu\b|goulash|stoofpot|chili\b/, ["stew", "bake"]],
    [/soep\b/, ["soup"]],
    [/smoothie/, ["smoothie"]],
    [/omelet(?!wrap)/, ["omelet"]],
    [/frittata/, ["frittata"]],
    [/roerei|scramble/, ["scrambled"]],
    [/shakshuka/, ["eggsInSauce"]],
    [/muffin/, ["muffins"]],
    [/spies|sate\b/, ["skewers"]],
    [/tosti/, ["toastie"]],
    [/^(?:roggebrood|knackebrod)|op roggebrood$/, ["bread"]],
    [/gevulde|bootjes|portobello|slablaadjes/, ["stuffed"]],
    [/stamppot/, ["mash"]],
    [/nasi\b|tabouleh/, ["grains"]],
    [/pakketje|papillote/, ["parcel"]],
    [/puree$/, ["smear"]],
    [/ovenschotel|lasagne|gegratineerd|korst\b/, ["bake"]],
    [/linten\b/, ["salad"]],
    [/yoghurtbowl/, ["yoghurtBowl"]],
  ];

  it.each(RULES.map(([keyword, forms]) => [String(keyword), keyword, forms] as const))(
    "draws every name holding %s as its dish",
    (_label, keyword, forms) => {
      const named = composed.filter(({ recipe }) => keyword.test(normalize(recipe.name)));
      expect(named.length, String(keyword)).toBeGreaterThan(0);
      for (const { recipe, art } of named) expect(forms, recipe.name).toContain(art.dish.form);
    },
  );
});

describe("roggebrood on a dark table", () => {
  const { crust, crumb } = BREAD_COLOURS.roggebrood;

  it("has a crust that stands out 3:1 from every table, light or dark (the dark one dimmed)", () => {
    for (const background of BACKGROUNDS.light)
      expect(contrast(crust, background), `crust on ${background}`).toBeGreaterThanOrEqual(3);
    for (const background of BACKGROUNDS.dark)
      expect(contrast(crust, background, DARK_DIM), `crust on ${background}`).toBeGreaterThanOrEqual(3);
  });

  it("has a crumb that stands out 3:1 from the board it lies on", () => {
    expect(contrast(crumb, BOARD_COLOUR)).toBeGreaterThanOrEqual(3);
  });
});

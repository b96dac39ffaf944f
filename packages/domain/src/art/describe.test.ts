import { describe, expect, it } from "vitest";

import { nlArt } from "@repo/strings";

import type { ArtRecipe } from "./compose";
import { recipeImageAlt } from "./label";

function alt(overrides: Partial<ArtRecipe>): string {
  return recipeImageAlt(
    {
      name: "Gerecht",
      chapter: "Lunch",
      proteinType: "Vegetarisch",
      preparationMethod: "Koud",
      ingredients: [],
      instructions: "",
      icons: [],
      imageUrl: null,
      ...overrides,
    },
    nlArt,
  ).replace(/^Illustratie van [^:]+: /, "");
}

describe("the alt text of a composed picture", () => {
  it("says 'op een bord' and 'op een plank', 'in' a bowl, pan or pot", () => {
    expect(
      alt({
        name: "Gerookte forel met bietjes",
        proteinType: "Vis",
        ingredients: ["120 g gerookte forelfilet", "2 bietjes"],
      }),
    ).toBe("forel met biet op een bord");
    expect(
      alt({
        name: "Roggebrood met beenham en radijs",
        proteinType: "Ham",
        ingredients: ["80 g beenham", "4 radijsjes", "80 g roggebrood"],
      }),
    ).toBe("roggebrood met ham en radijs op een plank");
    expect(
      alt({ name: "Linzensalade", proteinType: "Linzen", ingredients: ["150 g linzen", "1 wortel"] }),
    ).toBe("linzen met wortel in een kom");
    expect(
      alt({
        name: "Kalfsstoofpotje met wortel",
        proteinType: "Kalfsvlees",
        preparationMethod: "Pan",
        ingredients: ["300 g kalfsstoofvlees (in blokjes)", "2 wortels"],
      }),
    ).toBe("stoofpot van blokjes kalfsvlees met wortel in een stoofpan");
  });

  it("names the dish itself: omelet, roerei, egg muffins, skewers, stuffed vegetables", () => {
    const eggs = {
      proteinType: "Ei",
      preparationMethod: "Pan",
      ingredients: ["2 eieren", "50 g spinazie"],
    } as const;
    expect(alt({ ...eggs, name: "Omelet met spinazie" })).toBe("omelet met spinazie in een koekenpan");
    expect(alt({ ...eggs, name: "Roerei met spinazie" })).toBe("roerei met spinazie in een koekenpan");
    expect(alt({ ...eggs, name: "Eiermuffins met spinazie", preparationMethod: "Oven" })).toBe(
      "eiermuffins met spinazie in een muffinvorm",
    );
    expect(
      alt({
        name: "Kalfsvleesspiesjes met champignons",
        proteinType: "Kalfsvlees",
        preparationMethod: "Airfryer",
        ingredients: ["150 g kalfsfricandeau", "150 g kastanjechampignons"],
      }),
    ).toBe("spiesjes van kalfsvlees met champignons in de mand van de airfryer");
    expect(
      alt({
        name: "Komkommerbootjes met cottage cheese en radijs",
        proteinType: "Cottage cheese",
        ingredients: ["150 g cottage cheese", "1 komkommer", "4 radijsjes"],
      }),
    ).toBe("komkommerbootjes met cottage cheese en radijs op een bord");
  });

  it("puts yoghurt with stewed fruit in a bowl and names bread eaten beside the dish", () => {
    expect(
      alt({
        name: "Gestoofde appel op Griekse yoghurt",
        proteinType: "Yoghurt",
        preparationMethod: "Pan",
        ingredients: ["200 g Griekse yoghurt", "1 appel", "20 g knäckebröd"],
      }),
    ).toBe("yoghurt met appel in een kom, met knäckebröd erbij");
  });

  it("names minced meat fried loose and chicken cut in strips as such", () => {
    expect(
      alt({
        name: "Spitskool met kalfsgehakt",
        proteinType: "Kalfsgehakt",
        preparationMethod: "Oven",
        ingredients: ["125 g kalfsgehakt", "300 g spitskool"],
        instructions: "Bak het kalfsgehakt in 4 minuten rul.",
      }),
    ).toBe("rul gehakt met kool in een ovenschaal");
    expect(
      alt({
        name: "Kipreepjes op rucolasalade",
        proteinType: "Kip",
        ingredients: ["130 g kipfilet", "40 g rucola", "1 rode paprika"],
      }),
    ).toBe("kipreepjes met paprika en rucola in een kom");
  });

  it("says each kind of tomato once", () => {
    expect(
      alt({
        name: "Mozzarellasalade met drie soorten tomaat",
        proteinType: "Mozzarella",
        ingredients: ["100 g mozzarella", "1 vleestomaat", "1 kumato", "100 g gele cherrytomaatjes"],
      }),
    ).toBe("mozzarella met tomaat in een kom");
  });

  it("names eggs in sauce, a smear, a tofu scramble, riced grains, a mash, a parcel and a tosti", () => {
    expect(
      alt({
        name: "Shakshuka met paprika",
        proteinType: "Ei",
        preparationMethod: "Pan",
        ingredients: ["2 eieren", "1 rode paprika", "200 g tomatenblokjes"],
      }),
    ).toBe("eieren gepocheerd in tomatensaus met paprika in een koekenpan");
    expect(
      alt({
        name: "Geroosterde wortels op knoflookyoghurt",
        proteinType: "Yoghurt",
        preparationMethod: "Oven",
        ingredients: ["350 g wortels", "150 g Griekse yoghurt", "2 takjes dille"],
        instructions: "Strijk de yoghurt uit op een bord en leg de wortels erop.",
      }),
    ).toBe("wortel op een laag yoghurt, met dille, op een bord");
    expect(
      alt({
        name: "Kalfsoester op bloemkoolpuree",
        proteinType: "Kalfsvlees",
        preparationMethod: "Pan",
        ingredients: ["130 g kalfsoester", "300 g bloemkool"],
      }),
    ).toBe("kalfsvlees op een laag bloemkoolpuree, op een bord");
    expect(
      alt({
        name: "Tofuscramble met tomaat",
        proteinType: "Sojabonen",
        preparationMethod: "Pan",
        ingredients: ["150 g tofu", "1 tomaat"],
      }),
    ).toBe("tofuscramble met tomaat in een koekenpan");
    expect(
      alt({
        name: "Bloemkoolnasi met een spiegelei",
        proteinType: "Ei",
        preparationMethod: "Pan",
        ingredients: ["400 g bloemkool", "2 eieren", "1 wortel"],
        instructions: "Schep de nasi op een bord en leg de eieren erop.",
      }),
    ).toBe("bloemkoolrijst met ei en wortel op een bord");
    expect(
      alt({
        name: "Boerenkoolstamppot met een kalfsgehaktbal",
        proteinType: "Kalfsgehakt",
        preparationMethod: "Pan",
        ingredients: ["300 g boerenkool", "250 g kalfsgehakt"],
      }),
    ).toBe("stamppot van boerenkool met gehaktballetjes op een bord");
    expect(
      alt({
        name: "Kabeljauw in een pakketje met courgette",
        proteinType: "Vis",
        preparationMethod: "Oven",
        ingredients: ["150 g kabeljauwfilet", "½ courgette"],
      }),
    ).toBe("witte vis in een pakketje van bakpapier met courgette op een bakplaat");
    expect(
      alt({
        name: "Tosti van roggebrood met mozzarella",
        proteinType: "Mozzarella",
        preparationMethod: "Airfryer",
        ingredients: ["60 g roggebrood", "60 g mozzarella", "1 tomaat"],
      }),
    ).toBe("tosti van roggebrood met mozzarella en tomaat op een plank");
  });

  it("names a dish led by a vegetable by that vegetable", () => {
    expect(
      alt({
        name: "Witte asperges met beenham",
        proteinType: "Ham",
        preparationMethod: "Pan",
        ingredients: ["80 g beenham", "500 g witte asperges", "1 citroen"],
        instructions: "Schep de asperges op een warm bord en leg de beenham ernaast.",
      }),
    ).toBe("asperges met ham en citroen op een bord");
  });
});

import { describe, expect, it } from "vitest";

import { formatIngredient, parseIngredient, scaleIngredient } from "./quantity";

describe("parseIngredient", () => {
  it("reads an amount, a unit and the rest", () => {
    expect(parseIngredient("200 g kipfilet")).toMatchObject({ amount: 200, unit: "g", rest: "kipfilet" });
    expect(parseIngredient("1,5 el olijfolie")).toMatchObject({ amount: 1.5, unit: "el", rest: "olijfolie" });
    expect(parseIngredient("0.25 tl zout")).toMatchObject({ amount: 0.25, unit: "tl", rest: "zout" });
  });

  it("reads unicode, mixed and ascii fractions", () => {
    expect(parseIngredient("½ rode ui")).toMatchObject({ amount: 0.5, rest: "rode ui" });
    expect(parseIngredient("1½ el honing")).toMatchObject({ amount: 1.5, unit: "el", rest: "honing" });
    expect(parseIngredient("1 ½ el honing")).toMatchObject({ amount: 1.5, unit: "el" });
    expect(parseIngredient("¾ tl komijn")).toMatchObject({ amount: 0.75, unit: "tl" });
    expect(parseIngredient("1/2 citroen")).toMatchObject({ amount: 0.5, rest: "citroen" });
    expect(parseIngredient("1 1/2 kopje rijst")).toMatchObject({ amount: 1.5, unit: "kopje", rest: "rijst" });
  });

  it("reads ranges with a hyphen, an en dash or 'tot'", () => {
    expect(parseIngredient("2-3 el water")).toMatchObject({ amount: [2, 3], unit: "el", rest: "water" });
    expect(parseIngredient("2–3 teentjes knoflook")).toMatchObject({ amount: [2, 3], unit: "teentjes" });
    expect(parseIngredient("2 - 3 el water")).toMatchObject({ amount: [2, 3], unit: "el" });
    expect(parseIngredient("1 tot 2 tl sambal")).toMatchObject({
      amount: [1, 2],
      unit: "tl",
      rest: "sambal",
    });
  });

  it("reads a unit written against the number", () => {
    expect(parseIngredient("200g feta")).toMatchObject({ amount: 200, unit: "g", rest: "feta" });
  });

  it("does not take the start of a word for a unit", () => {
    expect(parseIngredient("1 lente-ui")).toMatchObject({ amount: 1, rest: "lente-ui" });
    expect(parseIngredient("2 gele paprika's")).toMatchObject({ amount: 2, rest: "gele paprika's" });
    expect(parseIngredient("1 elstar appel")).toMatchObject({ amount: 1, rest: "elstar appel" });
  });

  it("leaves lines without an amount alone", () => {
    expect(parseIngredient("peper en zout naar smaak")).toEqual({ rest: "peper en zout naar smaak" });
    expect(parseIngredient("een snufje zout")).toEqual({ rest: "een snufje zout" });
    expect(parseIngredient("2-persoons pizzabodem")).toEqual({ rest: "2-persoons pizzabodem" });
    expect(parseIngredient("0 g suiker")).toEqual({ rest: "0 g suiker" });
    expect(parseIngredient("3-2 el water")).toEqual({ rest: "3-2 el water" });
  });

  it("reads '1.000 g' as a thousand grams", () => {
    expect(parseIngredient("1.000 g aardappelen")).toMatchObject({ amount: 1000, unit: "g" });
  });
});

describe("formatIngredient", () => {
  it("writes an unscaled line back exactly as it was written", () => {
    for (const line of ["0,5 tl zwarte peper", "200g feta", "2 – 3 el water", "1 1/2 kopje rijst", "Zout"]) {
      expect(formatIngredient(parseIngredient(line))).toBe(line);
    }
  });

  it("writes fresh amounts with fraction signs and decimal commas", () => {
    expect(formatIngredient({ amount: 1.5, unit: "el", rest: "olie" })).toBe("1½ el olie");
    expect(formatIngredient({ amount: 0.5, rest: "ui" })).toBe("½ ui");
    expect(formatIngredient({ amount: 1.5, unit: "kg", rest: "aardappelen" })).toBe("1,5 kg aardappelen");
    expect(formatIngredient({ amount: [2, 3], unit: "el", rest: "water" })).toBe("2-3 el water");
  });
});

describe("scaleIngredient", () => {
  it("multiplies grams", () => {
    expect(scaleIngredient("200 g kipfilet", 2)).toBe("400 g kipfilet");
    expect(scaleIngredient("150 g courgette", 0.5)).toBe("75 g courgette");
  });

  it("rounds grams and millilitres to 5 above 50", () => {
    expect(scaleIngredient("130 g rijst", 1.5)).toBe("195 g rijst");
    expect(scaleIngredient("40 g feta", 1.5)).toBe("60 g feta");
    expect(scaleIngredient("125 ml room", 0.75)).toBe("95 ml room");
    expect(scaleIngredient("15 g pijnboompitten", 1.5)).toBe("23 g pijnboompitten");
    expect(scaleIngredient("5 g gember", 0.5)).toBe("2,5 g gember");
  });

  it("writes kilos and litres with a decimal comma", () => {
    expect(scaleIngredient("1 kg aardappelen", 1.5)).toBe("1,5 kg aardappelen");
    expect(scaleIngredient("½ l melk", 3)).toBe("1,5 l melk");
  });

  it("writes spoons and counts as fractions", () => {
    expect(scaleIngredient("0,5 tl zwarte peper", 3)).toBe("1½ tl zwarte peper");
    expect(scaleIngredient("1 el olijfolie", 1.5)).toBe("1½ el olijfolie");
    expect(scaleIngredient("1 el olijfolie", 0.5)).toBe("½ el olijfolie");
    expect(scaleIngredient("0,25 tl zout", 3)).toBe("¾ tl zout");
    // No measuring spoon holds a third, and nobody cuts two thirds of a cucumber.
    expect(scaleIngredient("1 tl komijn", 1 / 3)).toBe("¼ tl komijn");
    expect(scaleIngredient("⅓ komkommer", 2)).toBe("½ komkommer");
  });

  it("turns half an onion for two into one for four", () => {
    expect(scaleIngredient("½ rode ui", 2)).toBe("1 rode ui");
    expect(scaleIngredient("½ rode ui", 4)).toBe("2 rode uien");
    expect(scaleIngredient("2 eieren", 0.5)).toBe("1 ei");
    expect(scaleIngredient("1 lente-ui, in ringetjes", 2)).toBe("2 lente-uien, in ringetjes");
    expect(scaleIngredient("1 prei", 2)).toBe("2 preien");
    expect(scaleIngredient("2 laurierblaadjes", 0.5)).toBe("1 laurierblaadje");
    expect(scaleIngredient("1 laurierblad", 2)).toBe("2 laurierbladeren");
    expect(scaleIngredient("2 kippendrumsticks", 0.5)).toBe("1 kippendrumstick");
    expect(scaleIngredient("1 vleestomaat", 2)).toBe("2 vleestomaten");
  });

  it("switches counted units between singular and plural across 1", () => {
    expect(scaleIngredient("1 teentje knoflook", 3)).toBe("3 teentjes knoflook");
    expect(scaleIngredient("2 teentjes knoflook", 0.5)).toBe("1 teentje knoflook");
    expect(scaleIngredient("1 blik tomatenblokjes", 2)).toBe("2 blikken tomatenblokjes");
    expect(scaleIngredient("1 takje rozemarijn", 2)).toBe("2 takjes rozemarijn");
    expect(scaleIngredient("2 el olie", 2)).toBe("4 el olie");
  });

  it("scales both ends of a range and keeps the sign as written", () => {
    expect(scaleIngredient("2-3 el water", 2)).toBe("4-6 el water");
    // Teentjes are whole: 1 to 1½ is 1 to 2.
    expect(scaleIngredient("2–3 teentjes knoflook", 0.5)).toBe("1–2 teentjes knoflook");
    expect(scaleIngredient("1 tot 2 tl sambal", 2)).toBe("2 tot 4 tl sambal");
  });

  it("keeps pinches whole and at least one", () => {
    expect(scaleIngredient("1 snufje zout", 2)).toBe("2 snufjes zout");
    expect(scaleIngredient("1 snufje zout", 0.5)).toBe("1 snufje zout");
  });

  it("never writes 0", () => {
    expect(scaleIngredient("0,25 tl zout", 0.25)).toBe("1 snufje zout");
    expect(scaleIngredient("0,25 tl citroensap", 0.25)).toBe("¼ tl citroensap");
    expect(scaleIngredient("1 g saffraan", 0.1)).toBe("0,5 g saffraan");
  });

  it("leaves lines without an amount as they are", () => {
    expect(scaleIngredient("peper en zout naar smaak", 3)).toBe("peper en zout naar smaak");
    expect(scaleIngredient("een snufje zout", 3)).toBe("een snufje zout");
  });

  it("keeps the spacing as written", () => {
    expect(scaleIngredient("200g feta", 2)).toBe("400g feta");
  });

  it("returns the line unchanged at factor 1 and for a nonsense factor", () => {
    expect(scaleIngredient("0,5 tl zwarte peper", 1)).toBe("0,5 tl zwarte peper");
    expect(scaleIngredient("200 g kip", Number.NaN)).toBe("200 g kip");
    expect(scaleIngredient("200 g kip", 0)).toBe("200 g kip");
  });
});

describe("scaleIngredient writes what a cook writes", () => {
  it("writes litres and kilos below a thousand in millilitres and grams, and back", () => {
    expect(scaleIngredient("1,6 l kippenbouillon", 0.25)).toBe("400 ml kippenbouillon");
    expect(scaleIngredient("1 kg aardappelen", 0.5)).toBe("500 g aardappelen");
    expect(scaleIngredient("250 ml melk", 6)).toBe("1,5 l melk");
    expect(scaleIngredient("400 g kipfilet", 3)).toBe("1,2 kg kipfilet");
    expect(scaleIngredient("2 dl room", 0.5)).toBe("100 ml room");
  });

  it("keeps what nobody cuts whole, and at least one", () => {
    expect(scaleIngredient("1 laurierblad", 0.25)).toBe("1 laurierblad");
    expect(scaleIngredient("2 takjes tijm", 0.25)).toBe("1 takje tijm");
    expect(scaleIngredient("½ bosje peterselie", 0.5)).toBe("1 bosje peterselie");
    expect(scaleIngredient("6 eieren", 1 / 3)).toBe("2 eieren");
    expect(scaleIngredient("2 eieren", 0.25)).toBe("1 ei");
    expect(scaleIngredient("5 eieren", 0.5)).toBe("3 eieren");
    expect(scaleIngredient("4 salieblaadjes", 0.25)).toBe("1 salieblaadje");
  });

  it("cuts other pieces in quarters and halves: two thirds of a paprika is a half", () => {
    expect(scaleIngredient("2 rode paprika's", 1 / 3)).toBe("½ rode paprika");
    expect(scaleIngredient("2 rode paprika's", 3 / 8)).toBe("1 rode paprika");
    expect(scaleIngredient("1 ui", 0.25)).toBe("¼ ui");
    expect(scaleIngredient("1 courgette", 1.75)).toBe("2 courgettes");
    expect(scaleIngredient("3 wortels", 0.5)).toBe("1½ wortels");
  });

  it("writes spoons as measuring spoons hold them", () => {
    expect(scaleIngredient("1 tl gedroogde oregano", 1 / 3)).toBe("¼ tl gedroogde oregano");
    expect(scaleIngredient("2 el olijfolie", 1 / 3)).toBe("2 tl olijfolie");
    expect(scaleIngredient("1 el citroensap", 1 / 3)).toBe("1 tl citroensap");
    expect(scaleIngredient("2 el tahin", 2 / 3)).toBe("4 tl tahin");
    expect(scaleIngredient("1 tl honing", 4.5)).toBe("1½ el honing");
    expect(scaleIngredient("1 tl mosterd", 3)).toBe("1 el mosterd");
    expect(scaleIngredient("1 el olijfolie", 1.25)).toBe("1½ el olijfolie");
  });

  it("writes a dry spice below ⅛ tl as a snufje, a liquid as ¼ tl", () => {
    expect(scaleIngredient("¼ tl gemalen kaneel", 0.25)).toBe("1 snufje gemalen kaneel");
    expect(scaleIngredient("½ tl kurkuma", 0.25)).toBe("¼ tl kurkuma");
    expect(scaleIngredient("¼ tl sojasaus", 0.25)).toBe("¼ tl sojasaus");
  });
});

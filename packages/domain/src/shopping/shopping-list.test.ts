import { describe, expect, it } from "vitest";

import type { ShoppingEntry } from "./shopping-entries";
import type { ShoppingGroup } from "./shopping-list";
import { describeSources, listKeys, mergeShoppingList, removeLines } from "./shopping-list";

const NBSP = "\u00a0";

function recipe(name: string, lines: string[], servings = 1, portions = servings): ShoppingEntry {
  return { recipeId: name.toLowerCase().replace(/\s+/g, "-"), name, servings, portions, lines };
}

/** Each line as the shopper reads it, with plain spaces for readable expectations. */
const texts = (groups: ShoppingGroup[]) =>
  groups.flatMap((group) => group.lines.map((line) => line.text.replace(/\u00a0/g, " ")));

const lineFor = (groups: ShoppingGroup[], start: string) => {
  const line = groups.flatMap((g) => g.lines).find((l) => l.text.replace(/\u00a0/g, " ").endsWith(start));
  if (!line) throw new Error(`no line ${start}`);
  return line;
};

describe("mergeShoppingList", () => {
  it("adds pieces, fractions included, and asks for whole ones with the noun for the total", () => {
    // A shop sells no half onion: 1½ is 2.
    const groups = mergeShoppingList([recipe("A", ["1 rode ui"]), recipe("B", ["½ rode ui"])]);
    expect(texts(groups)).toEqual(["2 rode uien"]);
    expect(describeSources(lineFor(groups, "rode uien"))).toBe("A (1), B (½)");
    const more = mergeShoppingList([recipe("A", ["1 ui"]), recipe("B", ["2 uien"])]);
    expect(texts(more)).toEqual(["3 uien"]);
    expect(texts(mergeShoppingList([recipe("A", ["⅓ komkommer"]), recipe("B", ["⅓ komkommer"])]))).toEqual([
      "1 komkommer",
    ]);
  });

  it("adds grams and kilos, and writes a kilo and more in kilos", () => {
    const groups = mergeShoppingList([
      recipe("Kip tandoori", ["800 g kipfilet"]),
      recipe("Kipsalade", ["400 g kipfilet"]),
    ]);
    expect(texts(groups)).toEqual(["1,2 kg kipfilet"]);
    expect(groups[0]?.lines[0]?.text).toBe(`1,2${NBSP}kg kipfilet`);
    expect(
      texts(mergeShoppingList([recipe("A", ["1 kg tomaten"]), recipe("B", ["250 gram tomaten"])])),
    ).toEqual(["1,25 kg tomaten"]);
    expect(
      texts(mergeShoppingList([recipe("A", ["150 g broccoli"]), recipe("B", ["200 g broccoli"])])),
    ).toEqual(["350 g broccoli"]);
  });

  it("adds millilitres and litres", () => {
    const groups = mergeShoppingList([
      recipe("A", ["750 ml groentebouillon (zonder toevoegingen)"]),
      recipe("B", ["1½ l groentebouillon (zonder toevoegingen)"]),
    ]);
    expect(texts(groups)).toEqual(["2,25 l groentebouillon (zonder toevoegingen)"]);
    expect(texts(mergeShoppingList([recipe("A", ["2 dl melk"]), recipe("B", ["300 ml melk"])]))).toEqual([
      "500 ml melk",
    ]);
  });

  it("keeps spoons apart from each other and from weights, each added up in its own unit", () => {
    const groups = mergeShoppingList([
      recipe("A", ["2 el olijfolie"]),
      recipe("B", ["1 tl olijfolie"]),
      recipe("C", ["1 eetlepel olijfolie"]),
    ]);
    expect(texts(groups)).toEqual(["3 el + 1 tl olijfolie"]);
    expect(groups[0]?.lines[0]?.text).toBe(`3${NBSP}el + 1${NBSP}tl olijfolie`);
  });

  it("adds theelepels up to eetlepels on the list, and keeps each recipe's own spoon in 'Voor:'", () => {
    const groups = mergeShoppingList([recipe("A", ["2 tl olijfolie"]), recipe("B", ["1 tl olijfolie"])]);
    expect(texts(groups)).toEqual(["1 el olijfolie"]);
    expect(describeSources(lineFor(groups, "olijfolie"))).toBe(`A (2${NBSP}tl), B (1${NBSP}tl)`);
    expect(texts(mergeShoppingList([recipe("A", ["2 tl tamari"]), recipe("B", ["2 tl tamari"])]))).toEqual([
      "4 tl tamari",
    ]);
  });

  it("lists 'naar smaak' once per thing to buy, whoever needs it and however it is paired", () => {
    const groups = mergeShoppingList([
      recipe("A", ["peper en zout naar smaak"]),
      recipe("B", ["peper en zout naar smaak"]),
      recipe("C", ["peper naar smaak"]),
    ]);
    expect(texts(groups)).toEqual(["peper naar smaak", "zout naar smaak"]);
    expect(describeSources(lineFor(groups, "peper naar smaak"))).toBe("A, B, C");
    expect(describeSources(lineFor(groups, "zout naar smaak"))).toBe("A, B");
  });

  it("merges one ingredient written as plural or with a note, and keeps the note with its recipe", () => {
    const groups = mergeShoppingList([
      recipe("Kip tandoori", ["800 g kipfilet"]),
      recipe("Kipsalade", ["400 g kipfilets (in reepjes)"]),
    ]);
    expect(texts(groups)).toEqual(["1,2 kg kipfilet"]);
    expect(describeSources(lineFor(groups, "kipfilet"))).toBe(
      `Kip tandoori (800${NBSP}g), Kipsalade (400${NBSP}g, in reepjes)`,
    );
  });

  it("keeps a note that every recipe shares on the line itself", () => {
    const groups = mergeShoppingList([
      recipe("A", ["150 g kikkererwten (uit pot, uitgelekt)"]),
      recipe("B", ["100 g kikkererwten (uit pot, uitgelekt)"]),
    ]);
    expect(texts(groups)).toEqual(["250 g kikkererwten (uit pot, uitgelekt)"]);
    expect(describeSources(lineFor(groups, "(uit pot, uitgelekt)"))).toBe(`A (150${NBSP}g), B (100${NBSP}g)`);
  });

  it("adds each recipe's lines for the portions it was added with", () => {
    // Written for 2, shopped for 4: twice the amounts; written for 4, shopped for 1: a quarter.
    const groups = mergeShoppingList([
      recipe("Soep", ["400 g prei", "2 teentjes knoflook"], 2, 4),
      recipe("Salade", ["200 g prei", "4 teentjes knoflook"], 4, 1),
    ]);
    // 850 g of prei at 200 g a stalk is 4¼: a quarter over is still 4.
    expect(texts(groups)).toEqual(["1 bol knoflook (5 teentjes)", "4 preien"]);
    expect(describeSources(lineFor(groups, "preien"))).toBe(`Soep (800${NBSP}g), Salade (50${NBSP}g)`);
  });

  it("adds ranges end by end, and buys for the upper end in shop units", () => {
    const groups = mergeShoppingList([
      recipe("A", ["2-3 teentjes knoflook"]),
      recipe("B", ["1 teentje knoflook"]),
    ]);
    expect(texts(groups)).toEqual(["1 bol knoflook (4 teentjes)"]);
    expect(describeSources(lineFor(groups, "knoflook (4 teentjes)"))).toBe(
      `A (2-3${NBSP}teentjes), B (1${NBSP}teentje)`,
    );
    const tins = mergeShoppingList([
      recipe("A", ["1-2 blikken kikkererwten"]),
      recipe("B", ["½ blik kikkererwten"]),
    ]);
    // A shop sells no half tin: 1½-2½ is 2-3.
    expect(texts(tins)).toEqual(["2-3 blikken kikkererwten"]);
  });

  it("groups lines under their aisles in shop order, leaving tap water off", () => {
    const groups = mergeShoppingList([
      recipe("A", ["2 eieren", "1 tl olijfolie", "150 g courgette", "200 ml water", "peper naar smaak"]),
      recipe("B", [
        "130 g kipfilet",
        "40 g roggebrood",
        "200 g tomatenblokjes (uit blik, zonder toevoegingen)",
      ]),
    ]);
    expect(groups.map((g) => [g.aisle, texts([g])])).toEqual([
      ["groente", ["1 courgette"]],
      ["vlees", ["130 g kipfilet"]],
      ["zuivel", ["2 eieren"]],
      ["brood", ["1 pak roggebrood (1 sneetje)"]],
      // Tomatenblokjes come in tins of 400 g: 200 g is one tin.
      ["houdbaar", ["1 blik tomatenblokjes (zonder toevoegingen)"]],
      ["kruiden", ["peper naar smaak"]],
      ["olie", ["1 tl olijfolie"]],
    ]);
  });

  it("files items typed by hand in their aisle and merges them with the recipes' lines", () => {
    const own = (text: string): ShoppingEntry => ({
      recipeId: null,
      name: text,
      servings: 1,
      portions: 1,
      lines: [text],
    });
    const groups = mergeShoppingList([recipe("A", ["1 pak melk"]), own("2 pakken melk"), own("wc-papier")]);
    expect(groups.map((g) => [g.aisle, texts([g])])).toEqual([
      ["zuivel", ["3 pakken melk"]],
      ["overig", ["wc-papier"]],
    ]);
    expect(describeSources(lineFor(groups, "melk"))).toBe(`A (1${NBSP}pak), 2 pakken melk`);
  });

  it("reads an empty list as no groups", () => {
    expect(mergeShoppingList([])).toEqual([]);
  });
});

describe("removeLines", () => {
  it("takes the ticked ingredients off every recipe, and a recipe with nothing left", () => {
    const entries = [
      recipe("A", ["2 eieren", "100 g kipfilets"]),
      recipe("B", ["200 ml water", "130 g kipfilet"]),
    ];
    expect(removeLines(entries, new Set(["kipfilet"]))).toEqual([recipe("A", ["2 eieren"])]);
    expect(listKeys(entries)).toEqual(new Set(["ei", "kipfilet"]));
  });
});

import { describe, expect, it } from "vitest";

import { normalize } from "../text/normalize";
import { buildSearchIndex, matchesQuery, parseQuery, slug, stem } from "./search";

/** Does the search box text `query` find a recipe with this name and these ingredients? */
function finds(query: string, name: string, ingredients: string[] = []): boolean {
  return matchesQuery(buildSearchIndex(name, ingredients), parseQuery(query));
}

describe("search", () => {
  it("matches the name case-insensitively", () => {
    expect(finds("OMELET", "Omelet met spinazie")).toBe(true);
    expect(finds("omelet", "OMELET MET SPINAZIE")).toBe(true);
  });

  it("matches any ingredient case-insensitively", () => {
    expect(finds("Spinazie", "Omelet", ["2 stuks eieren", "100 g SPINAZIE"])).toBe(true);
  });

  it("matches part of a word", () => {
    expect(finds("spina", "Omelet met spinazie")).toBe(true);
  });

  it("does not match text that is in neither the name nor the ingredients", () => {
    expect(finds("zalm", "Omelet met spinazie", ["2 stuks eieren"])).toBe(false);
  });

  it("ignores accents in the query and the recipe", () => {
    expect(finds("creme", "Soep", ["2 el crème fraîche"])).toBe(true);
    expect(finds("crème", "Soep", ["2 el creme fraiche"])).toBe(true);
    expect(finds("geroosterde paté", "Geroosterde pate")).toBe(true);
  });

  it.each([
    ["tomaat", "200 g tomaten"],
    ["tomaten", "1 stuks tomaat"],
    ["eieren", "1 stuks ei"],
    ["ei", "2 stuks eieren"],
    ["uien", "1 stuks ui"],
    ["ui", "2 stuks uien"],
    ["tomaten", "250 g cherrytomaatjes"],
    ["tomaten", "1 trostomaat"],
    ["tomaat", "250 g cherrytomaatjes"],
    ["paprika's", "1 rode paprika"],
    ["linzen", "1 linze"],
    ["kazen", "30 g geitenkaas"],
    ["bonen", "100 g boontjes"],
    ["citroenen", "1 citroen"],
    ["uitjes", "1 ui"],
    ["kippen", "100 g kipfilet"],
    ["tomaat", "2 el tomatenpuree"],
    ["boon", "1 kom wittebonensoep"],
    ["ei", "1 eierkoek"],
  ])("finds the singular and plural form: %s finds %s", (query, ingredient) => {
    expect(finds(query, "Recept", [ingredient])).toBe(true);
  });

  it.each([
    ["peer", "1 tl peper"],
    ["kers", "1 el suiker"],
  ])("keeps a stem to its word: %s does not find %s", (query, ingredient) => {
    expect(finds(query, "Recept", [ingredient])).toBe(false);
  });

  it("finds a recipe by its diet labels", () => {
    const index = buildSearchIndex("Linzensoep", ["100 g linzen"], ["vegetarisch", "glutenvrij"]);
    expect(matchesQuery(index, parseQuery("Vegetarisch"))).toBe(true);
    expect(matchesQuery(index, parseQuery("glutenvrij linzen"))).toBe(true);
    expect(matchesQuery(index, parseQuery("lactosevrij"))).toBe(false);
  });

  it("requires every word, in any order", () => {
    expect(finds("spinazie omelet", "Omelet met spinazie")).toBe(true);
    expect(finds("eieren spinazie", "Omelet", ["100 g spinazie", "2 stuks eieren"])).toBe(true);
    expect(finds("spinazie zalm", "Omelet met spinazie")).toBe(false);
  });

  it("matches everything for an empty or blank query", () => {
    expect(parseQuery("   ")).toEqual([]);
    expect(finds("", "Omelet")).toBe(true);
    expect(finds("   ", "Omelet")).toBe(true);
  });

  it("searches for a query of only symbols rather than matching everything", () => {
    expect(finds("%", "Omelet")).toBe(false);
    expect(finds("%", "Yoghurt 2%")).toBe(true);
  });

  it("normalises case, accents and whitespace", () => {
    expect(normalize("  Crème   Fraîche\n")).toBe("creme fraiche");
  });
});

describe("slug", () => {
  it("makes a file or URL part of a name", () => {
    expect(slug("Sauzen & Basisrecepten")).toBe("sauzen-basisrecepten");
    expect(slug("  Crème Brûlée! ")).toBe("creme-brulee");
    expect(slug("&&")).toBe("");
  });
});

describe("forgiving search", () => {
  const f = (query: string, name: string, ...ingredients: string[]) => finds(query, name, ingredients);
  const courgetteSoup = ["Courgettesoep", "2 courgettes", "1 ui"] as const;
  const fish = [
    ["Zalm uit de oven", "125 g zalmfilet"],
    ["Kabeljauw met prei", "150 g kabeljauw"],
    ["Schelvis in tomatensaus", "150 g schelvisfilet"],
    ["Forel met venkel", "1 forel"],
    ["Salade niçoise", "1 blikje tonijn"],
  ] as const;

  it("forgives one wrong, missing, extra or swapped letter in words of five letters or more", () => {
    expect(f("courgete", ...courgetteSoup)).toBe(true);
    expect(f("courgettte", ...courgetteSoup)).toBe(true);
    expect(f("courgeyte", ...courgetteSoup)).toBe(true);
    expect(f("cuorgette", ...courgetteSoup)).toBe(true);
    expect(f("brocoli", "Broccolisalade", "200 g broccoli")).toBe(true);
  });

  it("does not forgive short words or two mistakes", () => {
    expect(f("zalp", "Zalm uit de oven", "125 g zalm")).toBe(false);
    expect(f("kop", "Kipsalade", "100 g kip")).toBe(false);
    expect(f("corgete", ...courgetteSoup)).toBe(false);
    expect(f("brokkoli", "Broccolisalade", "200 g broccoli")).toBe(false);
    expect(f("spinazie", "Kipsalade", "100 g sla")).toBe(false);
  });

  it("finds every member of a food group", () => {
    for (const [name, ingredient] of fish) expect(f("vis", name, ingredient)).toBe(true);
    expect(f("noten", "Yoghurt met walnoten", "15 g walnoten")).toBe(true);
    expect(f("noten", "Appel met amandelen", "15 g amandelen")).toBe(true);
    expect(f("noot", "Appel met amandelen", "15 g amandelen")).toBe(true);
  });

  it("keeps food groups to their members", () => {
    expect(f("vis", "Kipsalade", "100 g kipfilet")).toBe(false);
    expect(f("noten", "Omelet", "2 eieren", "1 tomaat")).toBe(false);
    expect(f("vis kip", "Zalm uit de oven", "125 g zalm")).toBe(false);
  });
});

describe("plurals in -s after a consonant", () => {
  it.each([
    ["kipfilets", "kipfilet"],
    ["champignons", "champignon"],
    ["cashews", "cashew"],
  ])("stems %s as %s, so the shopping list merges them and either finds both", (plural, singular) => {
    expect(stem(plural)).toBe(stem(singular));
    expect(matchesQuery(buildSearchIndex("Salade", [`200 g ${singular}`]), parseQuery(plural))).toBe(true);
    expect(matchesQuery(buildSearchIndex("Salade", [`200 g ${plural}`]), parseQuery(singular))).toBe(true);
  });

  it("leaves a singular that ends in s after a vowel or j as it is", () => {
    expect(stem("kaas")).toBe("kaas");
    expect(stem("ananas")).toBe("ananas");
    expect(stem("radijs")).toBe(stem("radijzen"));
  });
});

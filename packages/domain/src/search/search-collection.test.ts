import { describe, expect, it } from "vitest";

import { normalize } from "../text/normalize";
import { buildSearchIndex, matchesQuery, parseQuery } from "./search";
import { prepareSearch, searchMask } from "./search-collection";

const RECIPES: [string, string[]][] = [
  ["Omelet met spinazie", ["2 eieren", "100 g spinazie", "1 tl olijfolie"]],
  ["Courgettesoep met crème fraîche", ["300 g courgettes", "1 ui", "2 el crème fraîche"]],
  ["Zalm uit de oven", ["150 g zalmfilet", "200 g broccoli", "1 citroen"]],
  ["Salade met geitenkaas en walnoten", ["50 g geitenkaas", "15 g walnoten", "100 g rucola"]],
  ["Linzensalade", ["120 g linzen", "2 tomaten", "½ rode ui"]],
  ["Kwark met cottage cheese", ["100 g cottage cheese", "1 appel", "kaneel"]],
  ["Kipfilet met paprika", ["120 g kipfilet", "1 rode paprika", "Yoghurt 2%"]],
  ["Schelvis met spinazie", ["150 g schelvis", "200 g spinazie", "1 teentje knoflook"]],
  ["Tonijnsalade", ["1 blik tonijn", "1 avocado", "2 avocado's"]],
  ["Kikkererwtencurry", ["200 g kikkererwten", "100 ml kokosmelk", "kerriepoeder"]],
];
const items = RECIPES.map(([name, ingredients]) => ({ index: buildSearchIndex(name, ingredients) }));

/** The per-recipe rule, which the collection's answer must equal. */
const expected = (query: string) =>
  items.map((item) => (matchesQuery(item.index, parseQuery(query)) ? 1 : 0));
const actual = (query: string) => {
  const mask = searchMask(items, parseQuery(query));
  return mask ? [...mask] : items.map(() => 1);
};

/** Every prefix of every word, and each word with one letter dropped, swapped or changed. */
function queries(): string[] {
  const words = new Set(
    RECIPES.flatMap(([name, ingredients]) => normalize([name, ...ingredients].join(" ")).split(/\s+/)),
  );
  const out = new Set<string>();
  for (const word of words) {
    for (let i = 1; i <= word.length; i++) out.add(word.slice(0, i));
    for (let i = 0; i < word.length; i++) {
      out.add(word.slice(0, i) + word.slice(i + 1));
      out.add(word.slice(0, i) + "x" + word.slice(i + 1));
      if (i + 1 < word.length) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    }
  }
  return [...out];
}

describe("searchMask", () => {
  it("answers like matchesQuery on each recipe, for prefixes and one-letter slips of every word", () => {
    const all = queries();
    expect(all.length).toBeGreaterThan(1000);
    for (const query of all) expect(actual(query), query).toEqual(expected(query));
  });

  it.each([
    "vis",
    "noten",
    "noot",
    "kaas",
    "peulvruchten",
    "%",
    "2%",
    "½",
    "&",
    "spinazie omelet",
    "courgete soep",
    "tomaat ui",
    "avocados",
    "eieren spinazie zalm",
    "spinazie spinazie",
  ])("answers like matchesQuery for %s", (query) => {
    expect(actual(query)).toEqual(expected(query));
  });

  it("finds what a cook expects, written out", () => {
    const names = (query: string) => RECIPES.filter((_, i) => actual(query)[i] === 1).map(([name]) => name);
    expect(names("vis")).toEqual(["Zalm uit de oven", "Schelvis met spinazie", "Tonijnsalade"]);
    expect(names("kaas")).toEqual(["Salade met geitenkaas en walnoten", "Kwark met cottage cheese"]);
    expect(names("courgete")).toEqual(["Courgettesoep met crème fraîche"]);
    expect(names("spinazie ei")).toEqual(["Omelet met spinazie"]);
    expect(names("%")).toEqual(["Kipfilet met paprika"]);
  });

  it("keeps no answer for an empty query and answers again for a new collection", () => {
    expect(searchMask(items, [])).toBeNull();
    const fewer = items.slice(0, 3);
    expect([...(searchMask(fewer, ["zalm"]) ?? [])]).toEqual([0, 0, 1]);
  });
});

describe("prepareSearch", () => {
  it("reads the words ahead and leaves the answers unchanged", () => {
    const fresh = RECIPES.map(([name, ingredients]) => ({ index: buildSearchIndex(name, ingredients) }));
    prepareSearch(fresh);
    expect([...(searchMask(fresh, ["zalm"]) ?? [])]).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("reads in slices, carrying on where the last one stopped", () => {
    const fresh = RECIPES.map(([name, ingredients]) => ({ index: buildSearchIndex(name, ingredients) }));
    let read = 0;
    const fourAtATime = () => ++read % 4 !== 0;
    // Ten recipes: four, four, then the last two.
    expect(prepareSearch(fresh, fourAtATime)).toBe(false);
    expect(read).toBe(4);
    expect(prepareSearch(fresh, fourAtATime)).toBe(false);
    expect(prepareSearch(fresh, fourAtATime)).toBe(true);
    expect(read).toBe(10);
    expect(prepareSearch(fresh, fourAtATime)).toBe(true);
    expect(read).toBe(10);
    expect([...(searchMask(fresh, ["zalm"]) ?? [])]).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("a search during the slices reads the rest at once and answers in full", () => {
    const fresh = RECIPES.map(([name, ingredients]) => ({ index: buildSearchIndex(name, ingredients) }));
    expect(prepareSearch(fresh, () => false)).toBe(false);
    expect([...(searchMask(fresh, ["zalm"]) ?? [])]).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(prepareSearch(fresh, () => false)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";

import { EMPTY_FILTERS, filterRecipes, indexRecipes, normalize } from "@repo/domain";

import { SEED_RECIPES } from "./index";

const items = indexRecipes(SEED_RECIPES);
const found = (search: string) =>
  new Set(filterRecipes(items, { ...EMPTY_FILTERS, search }).map((r) => r.name));

/**
 * The plural the Dutch spelling rules give a word, written apart from the search's stemmer:
 * -s after an unstressed ending or a vowel, else -en with its spelling changes (tomaat/tomaten,
 * kip/kippen, kaas/kazen, druif/druiven).
 */
function plural(word: string): string {
  if (word === "ei") return "eieren";
  if (/[aiouy]$/.test(word)) return `${word}'s`;
  if (/(?:e|el|er|em|en|je)$/.test(word)) return `${word}s`;
  const voiced = (c: string) => (c === "s" ? "z" : c === "f" ? "v" : c);
  const long = /^(.*[^aeiou])(aa|ee|oo|uu)([^aeiou])$/.exec(word);
  if (long) return `${long[1]}${long[2]?.[0]}${voiced(long[3] ?? "")}en`;
  const diphthong = /^(.*(?:ui|ei|ij|ou|au|ie|oe|eu))([sf])$/.exec(word);
  if (diphthong) return `${diphthong[1]}${voiced(diphthong[2] ?? "")}en`;
  const short = /^(.*[^aeiou][aeiou])([bdfgklmnprst])$/.exec(word);
  if (short) return `${short[1]}${short[2]}${short[2]}en`;
  return `${word}en`;
}

/** Every word of four letters or more in the collection's ingredient lines. */
const ingredientWords = [
  ...new Set(SEED_RECIPES.flatMap((r) => normalize(r.ingredients.join(" ")).split(/[^a-z]+/))),
].filter((word) => word.length >= 4);

describe("a plural finds at least what its singular finds", () => {
  it.each([
    ["tomaten", "tomaat"],
    ["eieren", "ei"],
    ["uien", "ui"],
    ["paprika's", "paprika"],
    ["linzen", "linze"],
    ["kazen", "kaas"],
    ["bonen", "boon"],
    ["walnoten", "walnoot"],
    ["courgettes", "courgette"],
    ["citroenen", "citroen"],
  ])("%s finds all %s finds", (many, one) => {
    const ofOne = found(one);
    expect(ofOne.size).toBeGreaterThan(0);
    const ofMany = found(many);
    for (const name of ofOne) expect(ofMany, `${many} misses ${name}`).toContain(name);
  });

  it("holds for tomatoes in every form the collection writes them", () => {
    const tomatoes = found("tomaten");
    const withTomato = (pattern: RegExp) =>
      SEED_RECIPES.filter((r) => r.ingredients.some((line) => pattern.test(normalize(line)))).map(
        (r) => r.name,
      );
    const cherry = withTomato(/cherrytomaatjes/);
    const tros = withTomato(/trostomaat/);
    expect(cherry.length).toBeGreaterThan(0);
    expect(tros.length).toBeGreaterThan(0);
    for (const name of [...cherry, ...tros]) expect(tomatoes).toContain(name);
    // And the singular finds the compounds that join on the plural ('tomatenpuree').
    expect([...found("tomaat")].sort()).toEqual([...tomatoes].sort());
    expect([...found("ei")].sort()).toEqual([...found("eieren")].sort());
  });

  it("holds for every ingredient word of the bundled collection", () => {
    expect(ingredientWords.length).toBeGreaterThan(150);
    const misses: string[] = [];
    for (const word of ingredientWords) {
      const ofMany = found(plural(word));
      for (const name of found(word))
        if (!ofMany.has(name)) misses.push(`${plural(word)} misses ${name} (${word})`);
    }
    expect(misses).toEqual([]);
  });

  it("writes the plurals it checks as Dutch does", () => {
    expect(["tomaat", "kip", "kaas", "druif", "ui", "courgette", "appel", "avocado"].map(plural)).toEqual([
      "tomaten",
      "kippen",
      "kazen",
      "druiven",
      "ui's",
      "courgettes",
      "appels",
      "avocado's",
    ]);
  });
});

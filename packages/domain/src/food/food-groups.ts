import { stem } from "../search/stem";

/**
 * Words that stand for a group of foods, with the members a cook would expect them to find:
 * searching 'vis' also finds salmon and cod. Members match as parts of words ('walnoten').
 * Keep it small and obvious: every entry only adds results.
 */
export const FOOD_GROUPS: Readonly<Record<string, readonly string[]>> = {
  vis: [
    "zalm",
    "kabeljauw",
    "schelvis",
    "forel",
    "tonijn",
    "makreel",
    "koolvis",
    "tilapia",
    "sardine",
    "ansjovis",
  ],
  noten: [
    "walnoot",
    "walnoten",
    "amandel",
    "hazelno",
    "cashew",
    "pecan",
    "pistache",
    "paranoot",
    "paranoten",
    "macadamia",
  ],
  peulvruchten: ["linzen", "kikkererwt", "bonen", "boontjes", "edamame", "sojabon", "erwten"],
  kaas: ["geitenkaas", "mozzarella", "feta", "parmezaan", "cottage cheese", "ricotta", "kwark"],
  zaden: ["zonnebloempit", "pompoenpit", "lijnzaad", "chiazaad", "sesamzaad", "hennepzaad"],
};

let byStem: Map<string, readonly string[]> | undefined;

/** The members of the group a query word names, singular or plural ('noot', 'noten'), or none. */
export function foodGroupMembers(word: string): readonly string[] {
  byStem ??= new Map(Object.entries(FOOD_GROUPS).map(([group, members]) => [stem(group), members]));
  return byStem.get(stem(word)) ?? [];
}

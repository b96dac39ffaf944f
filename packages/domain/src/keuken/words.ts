// The words a kitchen is kept in: an ingredient line's food words, folded the way search folds
// them ('tomaten' is 'tomaat'), so what is at home, what is not on a list and what a recipe needs
// meet whatever the spelling.
import { parseIngredient } from "../quantity/quantity";
import { stem, words } from "../search/stem";
import { isTapWater } from "../shopping/aisles";
import { normalize } from "../text/normalize";

/** Words in a line's name that say how a food is, not which food it is. */
const NOT_FOODS = new Set(
  (
    "griekse grieks italiaanse rode rood gele geel groene groen witte wit zwarte zwart verse vers gedroogde gedroogd grote groot " +
    "kleine klein fijne fijn grove grof halve half hele heel extra vierge biologische biologisch " +
    "ongezouten gezouten gehakte gehakt gesneden geraspte geraspt gekookte gekookt gerookte gerookt " +
    "bevroren diepvries magere mager volle vol light naar smaak en of met in van uit voor de het een " +
    "stuk stukje stukjes plak plakje plakjes blokje blokjes reepje reepjes snufje beetje paar ca ongeveer " +
    "teen teentje teentjes takje takjes blaadje blaadjes handje handjevol bos bosje el tl g ml"
  ).split(" "),
);

/** A word as the kitchen compares it. */
export const foldWord = (word: string): string => stem(normalize(word));

/** The food name of a line, without amount, unit and notes: '400 g tomaten, in blokjes' is 'tomaten'. */
export function lineName(line: string): string {
  const rest = parseIngredient(line.trim()).rest.replace(/\([^)]*\)/g, " ");
  const comma = rest.indexOf(",");
  return (comma === -1 ? rest : rest.slice(0, comma)).replace(/\s+/g, " ").trim().toLowerCase();
}

/** A line's food words, as written (lower case, accents off): 'rode ui' gives 'ui'. */
export function lineWords(line: string): string[] {
  return words(normalize(lineName(line))).filter((w) => w.length > 1 && !NOT_FOODS.has(w) && !/^\d/.test(w));
}

/** A line's food as the pages name it: '1 rode paprika, in reepjes' is 'paprika'. */
export const foodName = (line: string): string => lineWords(line).join(" ") || lineName(line);

/** Lines any kitchen has: tap water, and what is added 'naar smaak' only when it is at hand. */
export const isFreeLine = (line: string): boolean => {
  const name = lineName(line);
  return name === "" || isTapWater(name);
};

/**
 * Whether one folded word covers another: the same stem, or the end of a compound
 * ('cherrytomaat' is a tomaat, 'olijfolie' an olie), never a start ('paprikapoeder' is no paprika).
 */
export function covers(have: string, word: string): boolean {
  return word === have || (have.length >= 3 && word.length > have.length && word.endsWith(have));
}

/** Whether a line's food is among the folded words. */
export function lineCovered(line: string, folded: readonly string[]): boolean {
  return lineWords(line).some((w) => {
    const s = foldWord(w);
    return folded.some((have) => covers(have, s));
  });
}

export interface KitchenWord {
  /** The folded form, what is stored. */
  key: string;
  /** The form most lines write it in. */
  label: string;
  /** How many recipes need it. */
  recipes: number;
}

/** The collection's food words, the most needed first: what the pickers offer. */
export function collectionWords(recipes: readonly { ingredients: readonly string[] }[]): KitchenWord[] {
  const found = new Map<string, { forms: Map<string, number>; recipes: number }>();
  for (const recipe of recipes) {
    const seen = new Set<string>();
    for (const line of recipe.ingredients) {
      for (const word of lineWords(line)) {
        const key = foldWord(word);
        let entry = found.get(key);
        if (!entry) found.set(key, (entry = { forms: new Map(), recipes: 0 }));
        entry.forms.set(word, (entry.forms.get(word) ?? 0) + 1);
        if (!seen.has(key)) {
          seen.add(key);
          entry.recipes++;
        }
      }
    }
  }
  return [...found.entries()]
    .map(([key, { forms, recipes }]) => ({
      key,
      // The stem itself when lines write it so ('tomaat'), else the most written form.
      label: forms.has(key) ? key : ([...forms.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? key),
      recipes,
    }))
    .sort((a, b) => b.recipes - a.recipes || a.label.localeCompare(b.label, "nl"));
}

/** The picker's answers for what is typed: words that start with it first, folded like search. */
export function matchWords(all: readonly KitchenWord[], typed: string, max = 8): KitchenWord[] {
  const query = normalize(typed);
  if (query === "") return [];
  const folded = foldWord(query);
  const starts = all.filter((w) => w.label.startsWith(query) || w.key.startsWith(folded));
  const inside = all.filter((w) => !starts.includes(w) && w.label.includes(query));
  return [...starts, ...inside].slice(0, max);
}

/** Pantry words a first kitchen is likely to have, when the collection needs them. */
const PANTRY = [
  "zout",
  "peper",
  "olijfolie",
  "olie",
  "knoflook",
  "ui",
  "boter",
  "azijn",
  "mosterd",
  "honing",
];

/** What 'Altijd in huis' suggests on first use: the pantry words the collection needs most. */
export function suggestStaples(all: readonly KitchenWord[], max = 6): string[] {
  const pantry = new Set(PANTRY.map(foldWord));
  return all
    .filter((w) => pantry.has(w.key))
    .slice(0, max)
    .map((w) => w.key);
}

import type { ProteinType } from "../recipe/options";
import { normalize } from "../text/normalize";

/**
 * Dutch ingredient words are compounds ("kipfilet", "kidneybonen"), so the rules match whole
 * words by pattern rather than substrings of the line: a substring test would find "ei" in
 * "prei" and "noten" in nothing but "nootmuskaat" would still be a spice.
 * The first rule that matches a word wins, so specific words come before general ones.
 */
const WORD_RULES: readonly (readonly [RegExp, ProteinType])[] = [
  [/^(kippen|scharrel|kwartel)?(ei|eieren|eitjes?)$/, "Ei"],
  [/^(roerei|spiegelei|eiwit|eiwitten|eigeel|eidooiers?)$/, "Ei"],
  // Turkey is poultry: the filter's poultry type is Kip.
  [/^(kip|kalkoen)/, "Kip"],
  [/^schelvis/, "Schelvis"],
  [
    /^(zalm|kabeljauw|tonijn|makreel|forel|koolvis|tilapia|pangasius|heilbot|haring|sardien|sardine|ansjovis|zeebaars|dorade|schol|garnal|gamba|mossel|maatjes)/,
    "Vis",
  ],
  [/^(wit|zee|zoetwater)?vis(filet|sen)?$/, "Vis"],
  [/^kalfsgehakt/, "Kalfsgehakt"],
  [/^kalfs(vlees|filet|oester|lapje|lapjes|schnitzel|entrecote|rollade|biefstuk)/, "Kalfsvlees"],
  // Beef has no type of its own; it is filed with veal, the other meat of cattle.
  [/^(biefstuk|rundvlees|runderstoofvlees|runderreepjes|sukade|riblappen)/, "Kalfsvlees"],
  [/^(achter|parma|serrano|rauwe|been|kook)?ham(men|blokjes|reepjes|plakjes)?$/, "Ham"],
  [/^geitenkaas/, "Geitenkaas"],
  // Kwark is soured milk like yoghurt and stands beside it in the shop.
  [/yog(h)?urt|^kwark$/, "Yoghurt"],
  [/mozzarella/, "Mozzarella"],
  [/^(huttenkase|cottagecheese)$/, "Cottage cheese"],
  [/linzen/, "Linzen"],
  [/^kikkererwt|^hummus$|^falafel$/, "Kikkererwten"],
  [/^(sojabonen|edamame(bonen)?|tofu|tempeh)$/, "Sojabonen"],
  [
    /^(kidney|borlotti|cannellini|pinto|lima|adzuki|mung|tuin)bonen$|^kapucijners$|^spliterwten$/,
    "Peulvruchten",
  ],
  [/^(wal|cashew|hazel|pecan|para|pinda)?noten$|^(amandel|pistache|macadamia|pinda|cashew)/, "Noten"],
];

/** Stock, sauces and seasonings name a protein without being the meal's protein source. */
const IGNORED_WORD = /bouillon|fond$|saus$|sojamelk/;

/** "witte bonen" is a pulse, "groene bonen" a vegetable: the word before decides. */
const PULSE_ADJECTIVES = new Set(["witte", "bruine", "zwarte", "rode", "gedroogde", "gekookte"]);

function words(line: string): string[] {
  return normalize(line)
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0);
}

function typeOfWord(word: string, previous: string | undefined): ProteinType | null {
  if (IGNORED_WORD.test(word)) return null;
  if (word === "bonen") return previous && PULSE_ADJECTIVES.has(previous) ? "Peulvruchten" : null;
  if (word === "cheese" && previous === "cottage") return "Cottage cheese";
  for (const [pattern, type] of WORD_RULES) if (pattern.test(word)) return type;
  return null;
}

/** Every protein source the ingredient lines mention, in order of first mention. */
export function detectProteins(ingredients: readonly string[]): ProteinType[] {
  const found = new Set<ProteinType>();
  for (const line of ingredients) {
    const list = words(line);
    list.forEach((word, i) => {
      const type = typeOfWord(word, list[i - 1]);
      if (type) found.add(type);
    });
  }
  return [...found];
}

import type { ProteinType } from "../options";

/**
 * The protein sources a recipe picture can draw, each with the whole words that name it in an
 * ingredient line. Order matters: 'kipgehakt' is meatballs before it is chicken.
 */
export const PROTEINS = {
  meatballs: /(?:kalfs|kip|rund|runder|kalkoen|half-om-half)?gehakt(?:balletjes)?/,
  salmon: /zalm(?:filet|moot|moten)?/,
  // Mackerel is an oily fish with a dark skin like trout; a trout fillet draws it best.
  trout: /forel(?:filet)?|makreel(?:filet|filets|en)?/,
  whitefish:
    /(?:kabeljauw|schelvis|koolvis|pollak|tilapia|wijting|zeebaars|dorade|heilbot|zeeduivel|tong|vis|haring|maatjesharing)(?:filet|filets|haas)?/,
  shrimp: /garnal(?:en)?|gamba's|scampi/,
  mussels: /mossel(?:en)?/,
  chicken: /kip[a-z]*|drumsticks?|kalkoen[a-z]*/,
  // Beef is drawn as veal: the same red meat.
  veal: /kalfs[a-z]+|runder[a-z]+|rundvlees|biefstuk(?:ken|jes)?|sukade|riblappen/,
  ham: /ham|beenham|hamreepjes|achterham/,
  egg: /ei|eieren|eitjes?|eidooiers?/,
  mozzarella: /(?:buffel)?mozzarella(?:bolletjes)?/,
  goatcheese: /geitenkaas|geitenkaasje/,
  cottagecheese: /cottage/,
  yoghurt: /yoghurt|kwark/,
  nuts: /walno(?:ot|ten)|amandel(?:en)?|hazelno(?:ot|ten)|cashewno(?:ot|ten)|pecanno(?:ot|ten)|noten/,
  chickpeas: /kikkererwten/,
  lentils: /(?:beluga)?linzen/,
  soy: /edamame(?:boontjes|bonen)?|sojabonen|sojaboontjes/,
  tofu: /tofu|tempeh/,
  beans: /bonen|boontjes/,
} as const satisfies Record<string, RegExp>;

export type ProteinKind = keyof typeof PROTEINS;
export const PROTEIN_KINDS = Object.keys(PROTEINS) as ProteinKind[];

/** Which drawn proteins a protein type stands for; a vegetarian dish may show any meatless one. */
export const PROTEIN_FAMILY: Record<ProteinType, readonly ProteinKind[]> = {
  Yoghurt: ["yoghurt"],
  Ei: ["egg"],
  Kip: ["chicken", "meatballs"],
  Vis: ["salmon", "trout", "whitefish", "shrimp", "mussels"],
  Schelvis: ["whitefish"],
  Kalfsvlees: ["veal"],
  Kalfsgehakt: ["meatballs"],
  Geitenkaas: ["goatcheese"],
  Mozzarella: ["mozzarella"],
  "Cottage cheese": ["cottagecheese"],
  Noten: ["nuts"],
  Peulvruchten: ["beans", "lentils", "chickpeas", "soy"],
  Linzen: ["lentils"],
  Kikkererwten: ["chickpeas"],
  Sojabonen: ["soy", "tofu"],
  Ham: ["ham"],
  Vegetarisch: [
    "tofu",
    "soy",
    "egg",
    "goatcheese",
    "mozzarella",
    "cottagecheese",
    "yoghurt",
    "chickpeas",
    "lentils",
    "beans",
    "nuts",
  ],
};

/** Words that look like a protein but are not one: nutmeg, almond milk, stock, a vegetable bean. */
export const NOT_A_PROTEIN = /nootmuskaat|amandeldrank|amandelmelk|bouillon|sperzie|tuinbonen|poeder/;

import type { ProteinType } from "../recipe/options";

/**
 * The protein sources a recipe picture can draw, each with the whole words that name it in an
 * ingredient line. Order matters: 'kipgehakt' is meatballs before it is chicken.
 */
export const PROTEINS = {
  meatballs: /(?:kalfs|kip|kalkoen|rund(?:er)?|half-om-half)?gehakt(?:balletjes)?/,
  salmon: /zalm(?:filets?|moot|moten)?/,
  trout: /forel(?:filets?)?/,
  // Oily fish with a blue-grey skin: mackerel, herring, sardines; smoked ones too.
  oilyfish:
    /(?:maatjes)?haring(?:en|filets?|etjes?)?|makreel(?:filets?|len)?|sardine(?:s|tjes)?|sardientjes|bokking/,
  shrimp: /garna(?:al|len|altjes)|gamba(?:'s|s)?|scampi(?:'s)?/,
  mussels: /mossel(?:s|en|tjes)?/,
  whitefish:
    /(?:kabeljauw|schelvis|koolvis|pollak|tilapia|wijting|zeebaars|dorade|heilbot|zeeduivel|tong|vis)(?:filet|filets|haas)?/,
  chicken: /kip[a-z]*|drumsticks?/,
  turkey: /kalkoen[a-z]*/,
  veal: /kalfs[a-z]+/,
  beef: /rund(?:er)?[a-z]*|biefstuk(?:je|jes|ken)?|rosbief|entrecote|ossenhaas|sucadelappen|riblappen|stoofvlees/,
  ham: /ham|beenham|hamreepjes|achterham/,
  egg: /ei|eieren|eitjes?|eidooiers?/,
  mozzarella: /(?:buffel)?mozzarella(?:bolletjes)?/,
  goatcheese: /geitenkaas|geitenkaasje/,
  cottagecheese: /cottage/,
  yoghurt: /yoghurt/,
  kwark: /kwark|skyr/,
  nuts: /walno(?:ot|ten)|amandel(?:en)?|hazelno(?:ot|ten)|cashewno(?:ot|ten)|pecanno(?:ot|ten)|noten/,
  chickpeas: /kikkererwten/,
  lentils: /(?:beluga)?linzen/,
  soy: /edamame(?:boontjes|bonen)?|sojabonen|sojaboontjes/,
  tofu: /tofu/,
  tempeh: /tempeh/,
  beans: /bonen|boontjes/,
} as const satisfies Record<string, RegExp>;

export type ProteinKind = keyof typeof PROTEINS;
export const PROTEIN_KINDS = Object.keys(PROTEINS) as ProteinKind[];

/** Dairy spooned into a bowl or spread out as a bed: yoghurt and its thicker kin. */
export const SPOONED: readonly ProteinKind[] = ["yoghurt", "kwark"];

/** Which drawn proteins a protein type stands for; a vegetarian dish may show any meatless one. */
export const PROTEIN_FAMILY: Record<ProteinType, readonly ProteinKind[]> = {
  Yoghurt: ["yoghurt", "kwark"],
  Ei: ["egg"],
  // Turkey is poultry; a recipe with it is filed under Kip, the nearest type the lists have.
  Kip: ["chicken", "turkey", "meatballs"],
  Vis: ["salmon", "trout", "whitefish", "oilyfish", "shrimp", "mussels"],
  Schelvis: ["whitefish"],
  // Beef is red meat like veal; a recipe with it is filed under Kalfsvlees.
  Kalfsvlees: ["veal", "beef"],
  Kalfsgehakt: ["meatballs"],
  Geitenkaas: ["goatcheese"],
  Mozzarella: ["mozzarella"],
  "Cottage cheese": ["cottagecheese"],
  Noten: ["nuts"],
  Peulvruchten: ["beans", "lentils", "chickpeas", "soy"],
  Linzen: ["lentils"],
  Kikkererwten: ["chickpeas"],
  Sojabonen: ["soy", "tofu", "tempeh"],
  Ham: ["ham"],
  Vegetarisch: [
    "tofu",
    "tempeh",
    "soy",
    "egg",
    "goatcheese",
    "mozzarella",
    "cottagecheese",
    "yoghurt",
    "kwark",
    "chickpeas",
    "lentils",
    "beans",
    "nuts",
  ],
};

/** Words that look like a protein but are not one: nutmeg, almond milk, stock, a vegetable bean. */
export const NOT_A_PROTEIN = /nootmuskaat|amandeldrank|amandelmelk|bouillon|sperzie|tuinbonen|poeder/;

/** The option lists of the recipe book. Order is display order. */
export const CHAPTERS = [
  "Ontbijt",
  "Lunch",
  "Diner",
  "Soepen",
  "Sauzen & Basisrecepten",
  "Snacks",
  "Smoothies & Ovenhapjes",
  "Koude gerechten",
  "Ritme & Rust in Balans",
] as const;
export type Chapter = (typeof CHAPTERS)[number];

/** Protein types offered by the overview filter. */
export const FILTER_PROTEIN_TYPES = [
  "Yoghurt",
  "Ei",
  "Kip",
  "Vis",
  "Kalfsvlees",
  "Geitenkaas",
  "Mozzarella",
  "Cottage cheese",
  "Noten",
  "Peulvruchten",
  "Vegetarisch",
  "Ham",
] as const;

/** Extra protein types that only the recipe form offers. */
export const FORM_ONLY_PROTEIN_TYPES = [
  "Schelvis",
  "Kalfsgehakt",
  "Sojabonen",
  "Linzen",
  "Kikkererwten",
] as const;

export const PROTEIN_TYPES = [...FILTER_PROTEIN_TYPES, ...FORM_ONLY_PROTEIN_TYPES] as const;
export type ProteinType = (typeof PROTEIN_TYPES)[number];

export const PREPARATION_METHODS = ["Koud", "Oven", "Pan", "Blender", "Stomen", "Airfryer"] as const;
export type PreparationMethod = (typeof PREPARATION_METHODS)[number];

export const AIRFRYER = "Airfryer" satisfies PreparationMethod;

/** The overview's time filter: at most this many minutes of work (prepTime), as URL values. */
export const TIME_LIMITS = ["10", "15", "20", "30"] as const;
export type TimeLimit = (typeof TIME_LIMITS)[number];

/** The overview's orders; the first is the default and stays out of the URL. */
export const SORT_ORDERS = ["relevantie", "tijd", "nieuw"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const ICON_KEYS = [
  "egg",
  "protein",
  "vegetable",
  "fruit",
  "hot",
  "cold",
  "soup",
  "sauce",
  "balance",
] as const;
export type IconKey = (typeof ICON_KEYS)[number];

/** The active chapter button: 'alle' or a lowercased chapter name. */
export const ALL_CHAPTERS = "alle";

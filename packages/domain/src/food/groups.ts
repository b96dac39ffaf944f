// One mapping from food groups to the diet and allergen labels they rule out or bring in. A food
// names its groups (in foods-*.ts); a recipe's labels follow from the groups of its lines. Other
// per-group facts (a shop's aisle, say) belong next to these, keyed by the same groups.

/** The diets a recipe may be labelled with, in the order the page shows them. */
export const DIETS = [
  "vegetarisch",
  "veganistisch",
  "glutenvrij",
  "lactosevrij",
  "zonder-toegevoegde-suiker",
] as const;
export type Diet = (typeof DIETS)[number];

/** The 14 allergens EU food law (1169/2011, annex II) asks to be named, in its order. */
export const ALLERGENS = [
  "gluten",
  "schaaldieren",
  "eieren",
  "vis",
  "pinda",
  "soja",
  "melk",
  "noten",
  "selderij",
  "mosterd",
  "sesam",
  "sulfiet",
  "lupine",
  "weekdieren",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export type FoodGroup =
  | "vlees"
  | "gevogelte"
  | "vis"
  | "schaaldier"
  | "weekdier"
  | "ei"
  | "zuivel"
  | "glutengraan"
  | "pinda"
  | "noten"
  | "soja"
  | "selderij"
  | "mosterd"
  | "sesam"
  | "sulfiet"
  | "lupine"
  | "suiker";

interface GroupLabels {
  /** Diets a recipe with this group is not. */
  readonly notFor: readonly Diet[];
  /** Allergens a recipe with this group contains. */
  readonly allergens: readonly Allergen[];
}

const MEAT: readonly Diet[] = ["vegetarisch", "veganistisch"];

export const GROUP_LABELS: Readonly<Record<FoodGroup, GroupLabels>> = {
  vlees: { notFor: MEAT, allergens: [] },
  gevogelte: { notFor: MEAT, allergens: [] },
  vis: { notFor: MEAT, allergens: ["vis"] },
  schaaldier: { notFor: MEAT, allergens: ["schaaldieren"] },
  weekdier: { notFor: MEAT, allergens: ["weekdieren"] },
  ei: { notFor: ["veganistisch"], allergens: ["eieren"] },
  zuivel: { notFor: ["veganistisch", "lactosevrij"], allergens: ["melk"] },
  // Wheat, rye, barley, spelt and oats, as the EU list has them.
  glutengraan: { notFor: ["glutenvrij"], allergens: ["gluten"] },
  pinda: { notFor: [], allergens: ["pinda"] },
  noten: { notFor: [], allergens: ["noten"] },
  soja: { notFor: [], allergens: ["soja"] },
  selderij: { notFor: [], allergens: ["selderij"] },
  mosterd: { notFor: [], allergens: ["mosterd"] },
  sesam: { notFor: [], allergens: ["sesam"] },
  sulfiet: { notFor: [], allergens: ["sulfiet"] },
  lupine: { notFor: [], allergens: ["lupine"] },
  suiker: { notFor: ["zonder-toegevoegde-suiker"], allergens: [] },
};

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
  | "suiker"
  /** Often holds sugar or dextrose, not always (stock, mustard): see BRAND_CLAIMS. */
  | "suiker-per-merk"
  /** Often free of gluten, not always (tamari, stock): see BRAND_CLAIMS. */
  | "gluten-per-merk";

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
  "suiker-per-merk": { notFor: [], allergens: [] },
  "gluten-per-merk": { notFor: [], allergens: [] },
};

/**
 * A claim that depends on which product a cook buys. The line's own words decide: when they
 * promise the claim ('groentebouillon zonder suiker') it holds; when they send the cook to the
 * label ('controleer het etiket') it holds and the page says it depends on the brand; plain
 * words ('groentebouillon') either rule the claim out or leave it depending on the brand.
 */
interface BrandClaim {
  readonly diet: Diet;
  readonly promised: RegExp;
  /** What plain words do: the usual product breaks the claim, or only some brands do. */
  readonly plain: "ruledOut" | "byBrand";
}

const CHECK_LABEL = /controleer (?:het|de) etiket/i;

export const BRAND_CLAIMS: Readonly<Partial<Record<FoodGroup, BrandClaim>>> = {
  // Most Dutch stock and many mustards add sugar or dextrose: no claim unless the line says so.
  "suiker-per-merk": {
    diet: "zonder-toegevoegde-suiker",
    promised: /\bzonder (?:toegevoegde )?suiker|\bsuikervrij/i,
    plain: "ruledOut",
  },
  // Most tamari and much stock is free of gluten; some brands use wheat.
  "gluten-per-merk": { diet: "glutenvrij", promised: /\bglutenvrij/i, plain: "byBrand" },
};

/** How a line of a brand-dependent food stands towards the claim. */
export function brandClaimOf(claim: BrandClaim, line: string): "holds" | "byBrand" | "ruledOut" {
  if (claim.promised.test(line)) return "holds";
  return CHECK_LABEL.test(line) ? "byBrand" : claim.plain;
}

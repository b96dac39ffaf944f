import type { FILTER_PROTEIN_TYPES, ProteinType } from "../recipe/options";

export type ProteinGroup = (typeof FILTER_PROTEIN_TYPES)[number];

/**
 * The protein groups as the eating style counts them: one group per meal, no group twice on a
 * day, a group on at most three days of a week. Cow's milk products are one group whatever their
 * form (yoghurt, cottage cheese and mozzarella are all 'zuivel van de koe'), goat's and sheep's
 * milk another; pulses and soy are one plant group, nuts and seeds another.
 *
 * Sources: the Metabolic Balance programme's published rules for its plans (one protein source
 * per meal, the protein varied over the day and the week, dairy from cow and from goat or sheep
 * kept apart), and the Voedingscentrum's Schijf van Vijf, whose protein section names zuivel,
 * noten, vis, peulvruchten, vlees and ei each apart. The grouping below is our own reading of both.
 */
export const STYLE_GROUPS = [
  "zuivel",
  "geitSchaap",
  "ei",
  "gevogelte",
  "vlees",
  "vis",
  "peulvruchten",
  "notenZaden",
] as const;
export type StyleGroup = (typeof STYLE_GROUPS)[number];

/** Groups a vegetarian week leaves out. */
export const MEAT_AND_FISH_GROUPS: readonly StyleGroup[] = ["gevogelte", "vlees", "vis"];

/**
 * THE table: every protein type of the recipe form, with the overview filter option a visitor
 * looks it up under and the style's group it counts in. The planner, the day check, the recipe
 * form's warning and the filters all read this table and nothing else. 'Vegetarisch' is a dish
 * whose protein is none of the groups (a sauce, a vegetable side): it counts in no group.
 */
export const PROTEIN_TABLE: Readonly<
  Record<ProteinType, { filter: ProteinGroup; style: StyleGroup | null }>
> = {
  Yoghurt: { filter: "Yoghurt", style: "zuivel" },
  "Cottage cheese": { filter: "Cottage cheese", style: "zuivel" },
  Mozzarella: { filter: "Mozzarella", style: "zuivel" },
  Geitenkaas: { filter: "Geitenkaas", style: "geitSchaap" },
  Ei: { filter: "Ei", style: "ei" },
  Kip: { filter: "Kip", style: "gevogelte" },
  Kalfsvlees: { filter: "Kalfsvlees", style: "vlees" },
  Kalfsgehakt: { filter: "Kalfsvlees", style: "vlees" },
  Ham: { filter: "Ham", style: "vlees" },
  Vis: { filter: "Vis", style: "vis" },
  Schelvis: { filter: "Vis", style: "vis" },
  Peulvruchten: { filter: "Peulvruchten", style: "peulvruchten" },
  Linzen: { filter: "Peulvruchten", style: "peulvruchten" },
  Kikkererwten: { filter: "Peulvruchten", style: "peulvruchten" },
  Sojabonen: { filter: "Peulvruchten", style: "peulvruchten" },
  Noten: { filter: "Noten", style: "notenZaden" },
  Vegetarisch: { filter: "Vegetarisch", style: null },
};

const row = (proteinType: string) =>
  (PROTEIN_TABLE as Readonly<Record<string, (typeof PROTEIN_TABLE)[ProteinType] | undefined>>)[proteinType];

/** The overview's protein option a recipe's type belongs to; unknown types stay themselves. */
export function proteinGroup(proteinType: string): string {
  return row(proteinType)?.filter ?? proteinType;
}

/** The style's group a recipe's protein counts in; null for none (or an unknown type). */
export function styleGroup(proteinType: string): StyleGroup | null {
  return row(proteinType)?.style ?? null;
}

/** Whether a protein type is meat, poultry or fish, as a vegetarian week and dish leave out. */
export function isMeatOrFish(proteinType: string): boolean {
  const group = styleGroup(proteinType);
  return group !== null && MEAT_AND_FISH_GROUPS.includes(group);
}

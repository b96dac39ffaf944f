import type { ProteinType } from "../recipe/options";
import { FILTER_PROTEIN_TYPES } from "../recipe/options";

export type ProteinGroup = (typeof FILTER_PROTEIN_TYPES)[number];

/**
 * The recipe form offers finer protein types than the overview's filter; each one counts under
 * the filter option a visitor would look for, so 'Vis' also finds 'Schelvis uit de oven'.
 */
const FORM_ONLY_GROUPS = {
  Schelvis: "Vis",
  Kalfsgehakt: "Kalfsvlees",
  Sojabonen: "Peulvruchten",
  Linzen: "Peulvruchten",
  Kikkererwten: "Peulvruchten",
} as const satisfies Record<Exclude<ProteinType, ProteinGroup>, ProteinGroup>;

const GROUPS: ReadonlyMap<string, ProteinGroup> = new Map<string, ProteinGroup>([
  ...FILTER_PROTEIN_TYPES.map((type) => [type, type] as const),
  ...Object.entries(FORM_ONLY_GROUPS),
]);

/** The overview's protein option a recipe's type belongs to; unknown types stay themselves. */
export function proteinGroup(proteinType: string): string {
  return GROUPS.get(proteinType) ?? proteinType;
}

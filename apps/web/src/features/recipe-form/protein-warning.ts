import type { ProteinType } from "@repo/domain";
import { detectProteins } from "@repo/domain";

export { detectProteins };

/** A specific type belongs to a general one: schelvis is fish, lentils are pulses. */
const PARENT: Partial<Record<ProteinType, ProteinType>> = {
  Schelvis: "Vis",
  Kalfsgehakt: "Kalfsvlees",
  Linzen: "Peulvruchten",
  Kikkererwten: "Peulvruchten",
  Sojabonen: "Peulvruchten",
};

const MEAT_AND_FISH = new Set<ProteinType>(["Kip", "Vis", "Schelvis", "Kalfsvlees", "Kalfsgehakt", "Ham"]);

function compatible(found: ProteinType, chosen: string): boolean {
  // Vegetarian meals may hold eggs, dairy, nuts and pulses; only meat and fish clash.
  if (chosen === "Vegetarisch") return !MEAT_AND_FISH.has(found);
  return found === chosen || PARENT[found] === chosen || PARENT[chosen as ProteinType] === found;
}

/**
 * Protein sources in the ingredients that differ from the chosen protein type. Metabolic
 * balance keeps one protein source per meal, so the form warns (without blocking) about these.
 */
export function otherProteins(ingredients: readonly string[], chosen: string): ProteinType[] {
  if (chosen === "") return [];
  return detectProteins(ingredients).filter((found) => !compatible(found, chosen));
}

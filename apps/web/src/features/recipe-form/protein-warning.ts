import type { ProteinType } from "@repo/domain";
import { detectProteins, isMeatOrFish, styleGroup } from "@repo/domain";

export { detectProteins };

function compatible(found: ProteinType, chosen: string): boolean {
  // Vegetarian meals may hold eggs, dairy, nuts and pulses; only meat and fish clash.
  if (chosen === "Vegetarisch") return !isMeatOrFish(found);
  // One protein group per meal, as the style counts them: yoghurt with cottage cheese is one.
  return found === chosen || (styleGroup(found) !== null && styleGroup(found) === styleGroup(chosen));
}

/**
 * Protein sources in the ingredients of another group than the chosen protein type. Metabolic
 * balance keeps one protein group per meal, so the form warns (without blocking) about these.
 */
export function otherProteins(ingredients: readonly string[], chosen: string): ProteinType[] {
  if (chosen === "") return [];
  return detectProteins(ingredients).filter((found) => !compatible(found, chosen));
}

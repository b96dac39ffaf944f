import type { ArtRecipe } from "./compose";

/** A recipe as an editor might add it, for the picture tests: only what a test names differs. */
export function artRecipe(overrides: Partial<ArtRecipe>): ArtRecipe {
  return {
    name: "Gerecht",
    chapter: "Diner",
    proteinType: "Vegetarisch",
    preparationMethod: "Pan",
    ingredients: [],
    instructions: "",
    icons: [],
    ...overrides,
  };
}

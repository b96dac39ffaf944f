import type { RecipeArtLabel } from "@repo/domain";
import { artPath, SOCIAL_ART_HEIGHT, SOCIAL_ART_WIDTH } from "@repo/domain";

/** The social preview of a recipe: its photo, or the composed picture as a 1200 x 630 PNG. */
export function recipeSocialImage(recipe: { id: string; imageUrl: string | null; art: RecipeArtLabel }) {
  const { alt } = recipe.art;
  if (recipe.imageUrl) return { url: recipe.imageUrl, alt };
  return {
    url: artPath(recipe.id, recipe.art.version, { format: "png" }),
    alt,
    width: SOCIAL_ART_WIDTH,
    height: SOCIAL_ART_HEIGHT,
  };
}

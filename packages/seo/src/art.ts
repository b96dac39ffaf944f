import type { ArtRecipe } from "@repo/domain";
import { SOCIAL_ART_HEIGHT, SOCIAL_ART_WIDTH, recipeArtPath, recipeImageAlt } from "@repo/domain";
import { nlArt } from "@repo/strings";

/** The social preview of a recipe: its photo, or the composed picture as a 1200 x 630 PNG. */
export function recipeSocialImage(recipe: ArtRecipe & { id: string; imageUrl: string | null }) {
  const alt = recipeImageAlt(recipe, nlArt);
  if (recipe.imageUrl) return { url: recipe.imageUrl, alt };
  return {
    url: recipeArtPath(recipe, { format: "png" }),
    alt,
    width: SOCIAL_ART_WIDTH,
    height: SOCIAL_ART_HEIGHT,
  };
}

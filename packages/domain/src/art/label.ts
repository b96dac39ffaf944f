import type { ArtRecipe } from "./compose";
import type { ArtTexts } from "./describe";
import type { ArtPathOptions } from "./path";
import { artVersion, composeArt } from "./compose";
import { describeArt } from "./describe";
import { artPath } from "./path";

/**
 * What a page needs to show a recipe's picture without drawing it: the composed picture's
 * content version (its URL's `?v=`) and the alt text (the photo's, when there is one). The
 * server works it out once per recipe; visitors' browsers only read it.
 */
export interface RecipeArtLabel {
  version: string;
  alt: string;
}

/** The label of a recipe's picture, composed once to know its version and describe it. */
export function recipeArtLabel(
  recipe: ArtRecipe & { imageUrl: string | null },
  texts: ArtTexts,
): RecipeArtLabel {
  const art = composeArt(recipe);
  return {
    version: artVersion(art),
    alt: recipe.imageUrl ? texts.photoAlt(recipe.name) : texts.alt(recipe.name, describeArt(art, texts)),
  };
}

/** The alt text of a recipe's picture: its photo, or the composed picture described. */
export function recipeImageAlt(recipe: ArtRecipe & { imageUrl: string | null }, texts: ArtTexts): string {
  return recipeArtLabel(recipe, texts).alt;
}

/** Where a recipe's composed picture is served, worked out from the recipe itself (the server's side). */
export function recipeArtPath(recipe: ArtRecipe & { id: string }, opts: ArtPathOptions = {}): string {
  return artPath(recipe.id, artVersion(composeArt(recipe)), opts);
}

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

/**
 * Every field the picture is composed from, and the photo: a recipe that differs in none of them
 * has the same label. Checked against ArtRecipe, so a new field there cannot be left out here.
 */
const LABEL_FIELDS = Object.keys({
  name: true,
  chapter: true,
  proteinType: true,
  preparationMethod: true,
  ingredients: true,
  instructions: true,
  icons: true,
  imageUrl: true,
} satisfies Record<keyof ArtRecipe | "imageUrl", true>) as (keyof ArtRecipe | "imageUrl")[];

/** A key under which a recipe's picture label can be kept: equal keys give equal labels. */
export function recipeArtLabelKey(recipe: ArtRecipe & { imageUrl: string | null }): string {
  return JSON.stringify(LABEL_FIELDS.map((field) => recipe[field]));
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

import type { ArtRecipe, Chapter, PreparationMethod, ProteinType } from "@repo/domain";
import { CHAPTERS, PREPARATION_METHODS, PROTEIN_TYPES } from "@repo/domain";

import type { RecipeDraft } from "./draft";

const oneOf =
  <T extends string>(list: readonly T[]) =>
  (value: string): value is T =>
    (list as readonly string[]).includes(value);
const isChapter = oneOf<Chapter>(CHAPTERS);
const isProtein = oneOf<ProteinType>(PROTEIN_TYPES);
const isMethod = oneOf<PreparationMethod>(PREPARATION_METHODS);

/**
 * What the composed picture is drawn from, as the draft stands: the same data the saved recipe
 * will have, so the preview is the picture it gets. Null until the three choices the vessel and
 * the protein depend on are made.
 */
export function draftArt(
  draft: Pick<
    RecipeDraft,
    "name" | "chapter" | "proteinType" | "preparationMethod" | "ingredients" | "instructions" | "icons"
  >,
): ArtRecipe | null {
  const { chapter, proteinType, preparationMethod } = draft;
  if (!isChapter(chapter) || !isProtein(proteinType) || !isMethod(preparationMethod)) return null;
  return {
    name: draft.name.trim(),
    chapter,
    proteinType,
    preparationMethod,
    ingredients: draft.ingredients.map((row) => row.trim()).filter((row) => row !== ""),
    instructions: draft.instructions,
    icons: draft.icons,
  };
}

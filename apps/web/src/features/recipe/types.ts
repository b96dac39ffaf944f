import type { LabeledRecipe } from "@repo/domain";

/** The fields of a recipe the shared views show, its picture's label included. */
export type RecipeViewData = Omit<LabeledRecipe, "createdAt" | "updatedAt">;

import type { Recipe } from "@repo/domain";

/** The fields of a recipe the shared views show. */
export type RecipeViewData = Omit<Recipe, "createdAt" | "updatedAt">;

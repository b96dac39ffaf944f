import type { Recipe } from "@repo/schema";

/** The fields of a recipe the shared views show. */
export type RecipeViewData = Omit<Recipe, "createdAt" | "updatedAt">;

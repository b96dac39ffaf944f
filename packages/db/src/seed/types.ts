import type { Chapter, IconKey, PreparationMethod, ProteinType } from "@repo/domain";

export interface SeedRecipe {
  name: string;
  chapter: Chapter;
  proteinType: ProteinType;
  preparationMethod: PreparationMethod;
  ingredients: readonly string[];
  instructions: string;
  prepTime: number;
  /** Per portion. */
  calories: number;
  icons: readonly IconKey[];
  airfryerTemp: number | null;
  airfryerTime: number | null;
  /** How many portions the ingredient amounts make (1 to 24); absent means 1. */
  servings?: number;
  intro?: string;
  waitTime?: number;
  tools?: readonly string[];
  tips?: string;
  storage?: string;
}

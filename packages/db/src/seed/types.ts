import type { Chapter, IconKey, PreparationMethod, ProteinType } from "@repo/domain";

export interface SeedRecipe {
  name: string;
  chapter: Chapter;
  proteinType: ProteinType;
  preparationMethod: PreparationMethod;
  ingredients: readonly string[];
  instructions: string;
  prepTime: number;
  calories: number;
  icons: readonly IconKey[];
  airfryerTemp: number | null;
  airfryerTime: number | null;
}

/** The fields of a recipe the shared views show. */
export interface RecipeViewData {
  id: string;
  name: string;
  chapter: string;
  proteinType: string;
  preparationMethod: string;
  ingredients: readonly string[];
  instructions: string;
  imageUrl: string | null;
  icons: readonly string[];
  prepTime: number;
  calories: number | null;
  airfryerTemp: number | null;
  airfryerTime: number | null;
}

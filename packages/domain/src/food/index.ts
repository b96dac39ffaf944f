// Foods, the line matcher, nutrition and labels: for the server (which computes on save) and the
// tests. Visitors' pages import none of this; they read what the server stored.
export * from "./groups";
export type { Food, OwnWeights } from "./types";
export { FOODS } from "./foods";
export type { FoodTable, Nutrients, SourceId } from "./table";
export { foodTable } from "./table";
export { EU_KCAL_PER_GRAM, euEnergy } from "./eu-label";
export type { OwnRow, OwnRowKey, OwnSource } from "./own-rows";
export { OWN_ROWS } from "./own-rows";
export type { LineMatch } from "./match";
export { findFood, matchLine } from "./match";
export type { NutritionSource, PortionNutrients, RecipeNutrition } from "./nutrition";
export { computeNutrition, nutritionOf } from "./nutrition";
export { extractSr28, sr28Module } from "./sr28-extract";
export type { BrandNote, DerivedLabels } from "./labels";
export { applyDietOverrides, labelsOf } from "./labels";
export type { DietOverrides } from "./labels";
export type { RecipeAnalysis } from "./analyze";
export { analyzeRecipe, ANALYSIS_REVISION } from "./analyze";

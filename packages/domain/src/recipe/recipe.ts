import type { Allergen, Diet } from "../food/groups";
import type { BrandNote, DietOverrides } from "../food/labels";
import type { RecipeNutrition } from "../food/nutrition";
import type { Chapter, IconKey, PreparationMethod, ProteinType } from "./options";

/** The bounds of every recipe field; the zod schema and the form both read them. */
export const LIMITS = {
  prepTimeDefault: 15,
  prepTimeMin: 1,
  prepTimeMax: 1440,
  caloriesMin: 1,
  caloriesMax: 5000,
  airfryerTempMin: 1,
  airfryerTempMax: 250,
  airfryerTimeMin: 1,
  airfryerTimeMax: 120,
  nameMax: 200,
  ingredientMax: 300,
  ingredientsMax: 100,
  instructionsMax: 20_000,
  urlMax: 2048,
  iconsMax: 20,
  servingsMin: 1,
  servingsMax: 24,
  servingsDefault: 1,
  introMax: 500,
  waitTimeMin: 1,
  waitTimeMax: 2880,
  toolMax: 100,
  toolsMax: 30,
  tipsMax: 2000,
  storageMax: 1000,
} as const;

/** Published for everyone, or a concept ('draft') that only the administrator sees. */
export const RECIPE_STATUSES = ["published", "draft"] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];

/** A recipe's content as stored and served: what create and update leave after validation. */
export interface RecipeData {
  name: string;
  chapter: Chapter;
  proteinType: ProteinType;
  preparationMethod: PreparationMethod;
  ingredients: string[];
  instructions: string;
  imageUrl: string | null;
  icons: string[];
  prepTime: number;
  calories: number | null;
  airfryerTemp: number | null;
  airfryerTime: number | null;
  /** How many portions the amounts make; calories are per portion. */
  servings: number;
  /** One or two sentences under the title. */
  intro: string | null;
  /** Minutes without work (oven, stewing, chilling, rising), on top of the active prepTime. */
  waitTime: number | null;
  /** What a cook needs besides the usual pans: 'benodigdheden'. */
  tools: string[];
  /** Variations and swaps. */
  tips: string | null;
  /** How to keep and freeze it. */
  storage: string | null;
  /** The administrator's corrections of the diet labels the ingredients give. */
  dietOverrides: DietOverrides;
  /** Left out of a write, a new recipe is published and an edited one keeps its status. */
  status: RecipeStatus;
}

/** What the server works out from the ingredients on save; never sent by a client. */
export interface RecipeFacts {
  /** Per portion; null only until the server has worked it out. */
  nutrition: RecipeNutrition | null;
  /** The diet labels shown: derived, then corrected by the administrator. */
  diets: Diet[];
  allergens: Allergen[];
  /** Diets the administrator added that an ingredient rules out. */
  dietConflicts: Diet[];
  /** Shown diets that hold only with the right brand of a food (absent before they existed). */
  byBrand?: BrandNote[];
}

/** Fields added after the first clients: a write that leaves them out keeps what the recipe had. */
export const KEPT_WHEN_LEFT_OUT = [
  "servings",
  "intro",
  "waitTime",
  "tools",
  "tips",
  "storage",
  "dietOverrides",
  "status",
] as const;
type KeptField = (typeof KEPT_WHEN_LEFT_OUT)[number];

/**
 * What create and update take: a client that does not know about the later fields may leave
 * them out (a new recipe then gets their defaults, an update keeps what the recipe had).
 */
export type RecipeWrite = Omit<RecipeData, KeptField> & Partial<Pick<RecipeData, KeptField>>;

/** The later fields' values for a new recipe that leaves them out. */
export const KEPT_DEFAULTS: Pick<RecipeData, KeptField> = {
  servings: LIMITS.servingsDefault,
  intro: null,
  waitTime: null,
  tools: [],
  tips: null,
  storage: null,
  dietOverrides: {},
  status: "published",
};

export interface Recipe extends RecipeData, RecipeFacts {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export interface Settings {
  id: number;
  heroImageUrl: string | null;
}

/** A recipe carries airfryer settings when both the temperature and the time are known. */
export function hasAirfryerSettings(recipe: Pick<RecipeData, "airfryerTemp" | "airfryerTime">): boolean {
  return recipe.airfryerTemp != null && recipe.airfryerTime != null;
}

/** The recipe page shows its airfryer card when either the temperature or the time is known. */
export function hasAnyAirfryerSetting(recipe: Pick<RecipeData, "airfryerTemp" | "airfryerTime">): boolean {
  return recipe.airfryerTemp != null || recipe.airfryerTime != null;
}

/** The number of people a recipe is written for; 1 when it does not say. */
export function recipeServings(recipe: { ingredients: readonly string[]; servings?: number | null }): number {
  const n = recipe.servings;
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * The fields an import guesses; the form marks each for the administrator to confirm. The waiting
 * time is one when the page gave a cookTime: whether that was work or waiting is read from the
 * method and the text. The icons are always a suggestion (see suggestIcons).
 */
export type GuessedField = "chapter" | "proteinType" | "preparationMethod" | "waitTime" | "icons";

/**
 * A recipe read from another site, not yet saved: the recipe form opens with it. The guessed
 * fields hold a choice from the option lists that nothing on the page named outright.
 */
export type ImportDraft = Omit<
  RecipeData,
  // What another site's page cannot say, or the administrator decides after the import.
  "icons" | "airfryerTemp" | "airfryerTime" | "storage" | "dietOverrides" | "status"
> & {
  /** The icons the chapter, protein, method and ingredients imply. */
  icons: IconKey[];
  guessed: GuessedField[];
  /** The page the recipe came from, when it came from an address. */
  sourceUrl: string | null;
};

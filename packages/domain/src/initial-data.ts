import type { FirstPage } from "./first-page";
import type { Settings } from "./recipe";
import type { LabeledRecipe, RecipeSummary } from "./summary";

/** What a related recipe's card shows: the recipe page's 'Meer uit …' strip. */
export type RelatedSummary = Pick<RecipeSummary, "id" | "name" | "imageUrl" | "prepTime" | "art">;

/** What a week menu's slot shows of its recipe. */
export type WeekRecipe = Pick<RecipeSummary, "id" | "name" | "imageUrl" | "prepTime" | "calories" | "art">;

/** The id of the <script type="application/json"> the server puts a page's initial data in. */
export const INITIAL_DATA_ID = "initial-data";

/** What the server inlines in a page so the app shows it without asking again. */
export interface InitialData {
  settings?: Settings;
  recipe?: LabeledRecipe;
  /** The recipe page's related recipes, as the server painted them. */
  related?: RelatedSummary[];
  /** The home page's first cards and counts. */
  firstPage?: FirstPage;
  /** The week menu's sample week; the week page reads and checks it itself. */
  weekSample?: { people: number; slots: ({ recipe: WeekRecipe; leftoverOf: number | null } | null)[] };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isSettings(value: unknown): value is Settings {
  return (
    isObject(value) &&
    typeof value.id === "number" &&
    (value.heroImageUrl === null || typeof value.heroImageUrl === "string")
  );
}

/** A page kept from before recipes carried their picture's label fails this: the app fetches anew. */
const hasArtLabel = (value: Record<string, unknown>) =>
  isObject(value.art) && typeof value.art.version === "string" && typeof value.art.alt === "string";

function isRecipe(value: unknown): value is LabeledRecipe {
  return (
    isObject(value) &&
    typeof value.id === "string" &&
    typeof value.name === "string" &&
    Array.isArray(value.ingredients) &&
    typeof value.instructions === "string" &&
    hasArtLabel(value)
  );
}

const isRelated = (value: unknown): value is RelatedSummary[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      isObject(item) &&
      typeof item.id === "string" &&
      typeof item.name === "string" &&
      typeof item.prepTime === "number" &&
      (item.imageUrl === null || typeof item.imageUrl === "string") &&
      hasArtLabel(item),
  );

const isCountMap = (value: unknown): value is Record<string, number> =>
  isObject(value) && Object.values(value).every((n) => typeof n === "number");

function isFirstPage(value: unknown): value is FirstPage {
  return (
    isObject(value) &&
    typeof value.total === "number" &&
    Array.isArray(value.cards) &&
    value.cards.every(
      (card) =>
        isObject(card) &&
        typeof card.id === "string" &&
        typeof card.name === "string" &&
        Array.isArray(card.ingredients) &&
        hasArtLabel(card),
    ) &&
    isObject(value.counts) &&
    isCountMap(value.counts.chapters) &&
    isCountMap(value.counts.proteinTypes) &&
    isCountMap(value.counts.preparationMethods) &&
    isCountMap(value.counts.diets)
  );
}

/**
 * Reads the inlined initial data back; a part that is missing or has the wrong shape is left
 * out, so the app fetches it as it would without the server's help.
 */
export function parseInitialData(text: string | null | undefined): InitialData {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isObject(value)) return {};
  return {
    ...(isSettings(value.settings) ? { settings: value.settings } : {}),
    ...(isRecipe(value.recipe) ? { recipe: value.recipe } : {}),
    ...(isRelated(value.related) ? { related: value.related } : {}),
    ...(isFirstPage(value.firstPage) ? { firstPage: value.firstPage } : {}),
  };
}

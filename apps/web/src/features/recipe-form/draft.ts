import type { z } from "zod";

import type { DietOverrides, ImportDraft, RecipeData, RecipeWrite } from "@repo/domain";
import { KEPT_DEFAULTS, LIMITS } from "@repo/domain";
import { RecipeInputSchema } from "@repo/schema";
import { nlAdmin } from "@repo/strings";

import { ownSitePath } from "~/features/upload/site-path";

/** The form's local draft: every field as the user typed it, numbers still as text. */
export interface RecipeDraft {
  name: string;
  chapter: string;
  proteinType: string;
  preparationMethod: string;
  ingredients: string[];
  instructions: string;
  imageUrl: string;
  icons: string[];
  prepTime: string;
  calories: string;
  airfryerTemp: string;
  airfryerTime: string;
  servings: string;
  intro: string;
  waitTime: string;
  /** One tool per line. */
  tools: string;
  tips: string;
  storage: string;
  dietOverrides: DietOverrides;
}

export type DraftField = keyof RecipeDraft;
export type FieldErrors = Partial<Record<DraftField, string>>;

export function emptyDraft(): RecipeDraft {
  return {
    name: "",
    chapter: "",
    proteinType: "",
    preparationMethod: "",
    ingredients: [""],
    instructions: "",
    imageUrl: "",
    icons: [],
    prepTime: String(LIMITS.prepTimeDefault),
    calories: "",
    airfryerTemp: "",
    airfryerTime: "",
    servings: String(LIMITS.servingsDefault),
    intro: "",
    waitTime: "",
    tools: "",
    tips: "",
    storage: "",
    dietOverrides: {},
  };
}

const text = (value: number | null) => (value == null ? "" : String(value));

export function draftFromRecipe(recipe: RecipeData): RecipeDraft {
  return {
    name: recipe.name,
    chapter: recipe.chapter,
    proteinType: recipe.proteinType,
    preparationMethod: recipe.preparationMethod,
    ingredients: recipe.ingredients.length > 0 ? [...recipe.ingredients] : [""],
    instructions: recipe.instructions,
    imageUrl: recipe.imageUrl ?? "",
    icons: [...recipe.icons],
    prepTime: String(recipe.prepTime),
    calories: text(recipe.calories),
    airfryerTemp: text(recipe.airfryerTemp),
    airfryerTime: text(recipe.airfryerTime),
    servings: String(recipe.servings),
    intro: recipe.intro ?? "",
    waitTime: text(recipe.waitTime),
    tools: recipe.tools.join("\n"),
    tips: recipe.tips ?? "",
    storage: recipe.storage ?? "",
    dietOverrides: { ...recipe.dietOverrides },
  };
}

/** A recipe read from another site: the form starts from it, nothing saved yet. */
export function draftFromImport(imported: ImportDraft): RecipeDraft {
  return draftFromRecipe({
    ...KEPT_DEFAULTS,
    ...imported,
    airfryerTemp: null,
    airfryerTime: null,
  });
}

/** Blank is null; anything else goes to the schema as a number, which judges its range. */
function optionalNumber(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : Number(trimmed);
}

/** The prep time falls back to 15 when the input is not numeric. */
function prepTimeOf(value: string): number {
  const n = optionalNumber(value);
  return n == null || Number.isNaN(n) ? LIMITS.prepTimeDefault : n;
}

/** What the schema (and so the server) is asked to accept; blank ingredient rows are dropped. */
export function draftToInput(draft: RecipeDraft) {
  return {
    name: draft.name,
    chapter: draft.chapter,
    proteinType: draft.proteinType,
    preparationMethod: draft.preparationMethod,
    ingredients: draft.ingredients.filter((row) => row.trim() !== ""),
    instructions: draft.instructions,
    imageUrl: draft.imageUrl.trim() === "" ? null : ownSitePath(draft.imageUrl.trim()),
    icons: draft.icons,
    prepTime: prepTimeOf(draft.prepTime),
    calories: optionalNumber(draft.calories),
    airfryerTemp: optionalNumber(draft.airfryerTemp),
    airfryerTime: optionalNumber(draft.airfryerTime),
    // A blank field means one portion, as for a recipe that never had the field.
    servings: optionalNumber(draft.servings) ?? LIMITS.servingsDefault,
    // The form always sends the later fields: a blank one clears what the recipe had.
    intro: draft.intro,
    waitTime: optionalNumber(draft.waitTime),
    tools: draft.tools.split("\n"),
    tips: draft.tips,
    storage: draft.storage,
    dietOverrides: draft.dietOverrides,
  };
}

const errors = nlAdmin.form.fieldErrors;

const RANGES: Partial<Record<DraftField, readonly [number, number]>> = {
  prepTime: [LIMITS.prepTimeMin, LIMITS.prepTimeMax],
  calories: [LIMITS.caloriesMin, LIMITS.caloriesMax],
  airfryerTemp: [LIMITS.airfryerTempMin, LIMITS.airfryerTempMax],
  airfryerTime: [LIMITS.airfryerTimeMin, LIMITS.airfryerTimeMax],
  servings: [LIMITS.servingsMin, LIMITS.servingsMax],
  waitTime: [LIMITS.waitTimeMin, LIMITS.waitTimeMax],
};

function messageFor(field: DraftField, issue: z.core.$ZodIssue): string {
  const range = RANGES[field];
  if (range) return errors.range(range[0], range[1]);
  if (field === "tools" && issue.path.length === 1) return errors.tooMany(LIMITS.toolsMax);
  if (issue.code === "too_big" || (field === "ingredients" && issue.path.length > 1)) return errors.tooLong;
  if (field === "ingredients") return errors.ingredients;
  if (field === "imageUrl") return errors.url;
  return errors.required;
}

function isDraftField(key: unknown): key is DraftField {
  return typeof key === "string" && Object.hasOwn(emptyDraft(), key);
}

export type DraftCheck = { success: true; data: RecipeWrite } | { success: false; errors: FieldErrors };

/** Runs the shared recipe schema over the draft and words each failing field in Dutch. */
export function checkDraft(draft: RecipeDraft): DraftCheck {
  const result = RecipeInputSchema.safeParse(draftToInput(draft));
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isDraftField(field) && !fieldErrors[field]) fieldErrors[field] = messageFor(field, issue);
  }
  return { success: false, errors: fieldErrors };
}

/** Two drafts hold the same recipe when what would be sent is the same. */
export function sameDraft(a: RecipeDraft, b: RecipeDraft): boolean {
  return JSON.stringify(draftToInput(a)) === JSON.stringify(draftToInput(b));
}

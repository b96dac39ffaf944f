import { z } from "zod";

import type { RecipeWrite } from "@repo/domain";
import {
  CHAPTERS,
  DIETS,
  hasControlCharacter,
  LIMITS,
  PREPARATION_METHODS,
  PROTEIN_TYPES,
  RECIPE_STATUSES,
} from "@repo/domain";

const requiredText = (max: number) => z.string().trim().min(1).max(max);

const int = (min: number, max: number) => z.number().int().min(min).max(max);

const optionalInt = (min: number, max: number) => int(min, max).nullable().default(null);

/** A later, optional text: left out it is undefined (kept on update), blank is null (cleared). */
const laterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === "" ? null : value))
    .optional();

/**
 * An image reference: a path on this site (uploads live under IMAGE_PREFIX), or an
 * absolute https URL. Anything else, such as http: (which the page's CSP upgrades or blocks),
 * javascript: or data: URLs, is refused so it can never reach an <img> or a head tag. Which
 * external hosts are allowed is the server's configuration and is checked there.
 */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(LIMITS.urlMax)
  .refine(
    (value) => /^https:\/\/[^\s/?#\\]+(?:[/?#][^\s\\]*)?$/i.test(value) || /^\/(?!\/)[^\s\\]*$/.test(value),
    {
      message: "Must be an https URL or a path on this site",
    },
  );

/** Keys are free-form so older data keeps working; unknown keys get the default marker. */
export const IconKeySchema = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/);

/** Everything a recipe holds except its id: the payload of create and update. */
export const RecipeInputSchema = z.object({
  name: requiredText(LIMITS.nameMax),
  chapter: z.enum(CHAPTERS),
  proteinType: z.enum(PROTEIN_TYPES),
  preparationMethod: z.enum(PREPARATION_METHODS),
  ingredients: z
    .array(z.string().max(LIMITS.ingredientMax))
    .max(LIMITS.ingredientsMax)
    // Blank rows are dropped, as the form does on submit; one real ingredient must remain.
    .transform((rows) => rows.map((row) => row.trim()).filter((row) => row.length > 0))
    .pipe(z.array(z.string()).min(1)),
  instructions: requiredText(LIMITS.instructionsMax),
  // A blank field means "no image".
  imageUrl: z
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform((value) => (value === "" ? null : value))
    .pipe(ImageUrlSchema.nullable()),
  icons: z
    .array(IconKeySchema)
    .max(LIMITS.iconsMax)
    .default([])
    .transform((keys) => [...new Set(keys)]),
  prepTime: int(LIMITS.prepTimeMin, LIMITS.prepTimeMax).default(LIMITS.prepTimeDefault),
  calories: optionalInt(LIMITS.caloriesMin, LIMITS.caloriesMax),
  airfryerTemp: optionalInt(LIMITS.airfryerTempMin, LIMITS.airfryerTempMax),
  airfryerTime: optionalInt(LIMITS.airfryerTimeMin, LIMITS.airfryerTimeMax),
  servings: int(LIMITS.servingsMin, LIMITS.servingsMax).optional(),
  intro: laterText(LIMITS.introMax),
  waitTime: int(LIMITS.waitTimeMin, LIMITS.waitTimeMax).nullable().optional(),
  tools: z
    .array(z.string().trim().max(LIMITS.toolMax))
    .max(LIMITS.toolsMax)
    .transform((rows) => [...new Set(rows.filter((row) => row.length > 0))])
    .optional(),
  tips: laterText(LIMITS.tipsMax),
  storage: laterText(LIMITS.storageMax),
  // Unknown diets are refused rather than dropped, so a typo never reads as accepted.
  dietOverrides: z.partialRecord(z.enum(DIETS), z.boolean()).optional(),
  status: z.enum(RECIPE_STATUSES).optional(),
});

/** What a client may send (defaults still optional). */
export type RecipeInput = z.input<typeof RecipeInputSchema>;
/** The same after validation: defaults applied, blanks dropped. */
type RecipeData = z.output<typeof RecipeInputSchema>;

// The validated payload is exactly the domain's recipe shape, checked by the compiler.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<RecipeData, RecipeWrite> = true;
void sameShape;

/** The form's lines while the administrator types: what the nutrition preview works out. */
export const NutritionPreviewSchema = z.object({
  ingredients: z
    .array(z.string().max(LIMITS.ingredientMax))
    .max(LIMITS.ingredientsMax)
    .transform((rows) => rows.map((row) => row.trim()).filter((row) => row.length > 0)),
  servings: int(LIMITS.servingsMin, LIMITS.servingsMax).default(LIMITS.servingsDefault),
});

export const RecipeIdSchema = z.string().trim().min(1).max(64);

/** The Idempotency-Key header of a create: visible ASCII, as header values and the usual UUIDs are. */
export const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,200}$/);

/** An empty hero URL cannot be saved; null puts the bundled default back. */
export const SettingsInputSchema = z.object({
  heroImageUrl: ImageUrlSchema.pipe(z.string().min(1)).nullable(),
});
export type SettingsInput = z.input<typeof SettingsInputSchema>;

/** Any password the site takes: at most 1024 characters and no control characters. */
export const PasswordSchema = z
  .string()
  .max(1024)
  .refine((value) => !hasControlCharacter(value), { message: "Must not contain control characters" });

export const LoginInputSchema = z.object({
  password: PasswordSchema.pipe(z.string().min(1)),
});

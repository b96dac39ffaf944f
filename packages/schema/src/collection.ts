import { z } from "zod";

import { IMAGE_PREFIX, LIMITS } from "@repo/domain";

import { RecipeIdSchema, RecipeInputSchema, SettingsInputSchema } from "./recipe";

export const EXPORT_FORMAT = "receptenboek-export";

/** A recipe as the export holds it: every field, its id and its dates. */
export const ExportedRecipeSchema = RecipeInputSchema.extend({
  id: RecipeIdSchema,
  servings: z.number().int().min(LIMITS.servingsMin).max(LIMITS.servingsMax),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

const UploadPathSchema = z.string().regex(new RegExp(`^${IMAGE_PREFIX}[A-Za-z0-9_-]{16,64}$`));

/** The whole collection in one file: recipes, settings and the uploaded images (base64 WebP). */
export const ExportFileSchema = z.strictObject({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: z.iso.datetime(),
  settings: SettingsInputSchema.extend({ heroImageUrl: SettingsInputSchema.shape.heroImageUrl }),
  recipes: z.array(ExportedRecipeSchema).max(100_000),
  images: z.record(UploadPathSchema, z.base64().max(15_000_000)),
});
export type ExportFile = z.output<typeof ExportFileSchema>;
export type ExportFileInput = z.input<typeof ExportFileSchema>;

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

const MiB = 1024 * 1024;

/**
 * What one collection import reads at most. The file arrives as one JSON text and is parsed
 * whole, so its size bounds the memory an import takes: the images' base64 plus room for the
 * recipes' text (8 KiB a recipe on average; one that uses every field to its limit is larger).
 */
export const COLLECTION_LIMITS = {
  recipes: 2_000,
  /** The images' decoded bytes together. */
  imageBytes: 48 * MiB,
  /** The whole request body. */
  bytes: (48 * MiB * 4) / 3 + 16 * MiB,
} as const;

const UploadPathSchema = z.string().regex(new RegExp(`^${IMAGE_PREFIX}[A-Za-z0-9_-]{16,64}$`));

/** The whole collection in one file: recipes, settings and the uploaded images (base64 WebP). */
export const ExportFileSchema = z.strictObject({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: z.iso.datetime(),
  settings: SettingsInputSchema.extend({ heroImageUrl: SettingsInputSchema.shape.heroImageUrl }),
  recipes: z.array(ExportedRecipeSchema).max(COLLECTION_LIMITS.recipes),
  images: z.record(UploadPathSchema, z.base64().max(15_000_000)),
  /** Present when the export was asked for with history: kept in the file, not read back. */
  history: z
    .record(
      RecipeIdSchema,
      z.array(
        z.object({ savedAt: z.iso.datetime(), replacedAt: z.iso.datetime(), data: z.object({}).loose() }),
      ),
    )
    .optional(),
});
export type ExportFile = z.output<typeof ExportFileSchema>;
export type ExportFileInput = z.input<typeof ExportFileSchema>;

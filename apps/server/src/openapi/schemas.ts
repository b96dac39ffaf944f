import { z } from "zod";

import { LIMITS } from "@repo/domain";
import {
  ChangePasswordInputSchema,
  ExportFileSchema,
  ImportInputSchema,
  LoginInputSchema,
  RecipeInputSchema,
  SettingsInputSchema,
} from "@repo/schema";

/**
 * What the API answers, described with the request schemas it validates with: a stored recipe is
 * a validated input plus what the server adds.
 */
export const RecipeSchema = RecipeInputSchema.extend({
  id: z.string(),
  servings: z.number().int().min(LIMITS.servingsMin).max(LIMITS.servingsMax),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export const TrashedRecipeSchema = RecipeSchema.extend({ deletedAt: z.iso.datetime() });
export const SettingsSchema = z.object({ id: z.number().int(), heroImageUrl: z.string().nullable() });
export const MessageSchema = z.object({ message: z.string() });
export const SuccessSchema = z.object({ success: z.literal(true) });
export const AuthCheckSchema = z.object({ isAuthenticated: z.boolean() });
export const HealthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  reason: z.string().optional(),
});

export const ImportResultSchema = z.object({
  draft: RecipeInputSchema.pick({
    name: true,
    chapter: true,
    proteinType: true,
    preparationMethod: true,
    ingredients: true,
    instructions: true,
    imageUrl: true,
    prepTime: true,
    calories: true,
  }).extend({
    servings: z.number().int(),
    intro: z.string().nullable(),
    waitTime: z.number().int().nullable(),
    tools: z.array(z.string()),
    tips: z.string().nullable(),
    guessed: z.array(z.enum(["chapter", "proteinType", "preparationMethod", "waitTime"])),
    sourceUrl: z.string().nullable(),
  }),
  warnings: z.array(z.string()),
});

const Counts = z.object({ added: z.number().int(), changed: z.number().int(), same: z.number().int() });

/** The recipes' counts, and the images' (an image under an existing key with other bytes is changed). */
export const CollectionCountsSchema = Counts.extend({
  images: Counts,
  /** With ?details=true: which recipes would be (or were) added and changed, with the fields that change. */
  recipes: z.optional(
    z.object({
      added: z.array(z.object({ id: z.string(), name: z.string() })),
      changed: z.array(z.object({ id: z.string(), name: z.string(), fields: z.array(z.string()) })),
    }),
  ),
});

const ChangedLineSchema = z.object({ kind: z.enum(["same", "removed", "added"]), text: z.string() });

/** A recipe's earlier version with what the save after it changed, field by field. */
const VersionSchema = z.object({
  id: z.string(),
  savedAt: z.iso.datetime(),
  replacedAt: z.iso.datetime(),
  data: z.object({}).loose(),
  changes: z.array(
    z.union([
      z.object({ field: z.string(), lines: z.array(ChangedLineSchema) }),
      z.object({ field: z.string(), before: z.string(), after: z.string() }),
    ]),
  ),
});
export const HistorySchema = z.object({ recipe: RecipeSchema, versions: z.array(VersionSchema) });

/** One address of a bulk import: saved as a concept, or skipped as a recipe of that name exists. */
export const ConceptResultSchema = z.union([
  z.object({ outcome: z.literal("imported"), recipe: RecipeSchema, warnings: z.array(z.string()) }),
  z.object({
    outcome: z.literal("duplicate"),
    recipe: z.object({ id: z.string(), name: z.string(), status: z.enum(["published", "draft"]) }),
  }),
]);

export {
  ExportFileSchema,
  ImportInputSchema,
  ChangePasswordInputSchema,
  LoginInputSchema,
  RecipeInputSchema,
  SettingsInputSchema,
};

import { z } from "zod";

import { LIMITS } from "@repo/domain";
import {
  ChangePasswordInputSchema,
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

export { ChangePasswordInputSchema, LoginInputSchema, RecipeInputSchema, SettingsInputSchema };

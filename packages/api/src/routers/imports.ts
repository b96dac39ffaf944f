import { TRPCError } from "@trpc/server";
import { z } from "zod";

import type { ImportDraft, Recipe } from "@repo/domain";
import type { ImportInput } from "@repo/schema";
import { insertRecipe, listRecipes } from "@repo/db";
import { isUploadedImage, normalize } from "@repo/domain";
import { ImportInputSchema, ImportUrlSchema, RecipeInputSchema } from "@repo/schema";
import { nlDesk, nlTools } from "@repo/strings";

import type { Context, ImportFetches } from "../context";
import { ImportFailure } from "../context";
import { imageHostAllowed } from "../image-hosts";
import { PageTooComplex } from "../import/read-budget";
import { NoRecipe, readRecipe } from "../import/read-page";
import { protectedProcedure, router, writeTransaction } from "../trpc";

const FAILURE_CODE = { 413: "PAYLOAD_TOO_LARGE", 502: "BAD_GATEWAY" } as const;

/** An allowed image host's link is kept as it is; any other image becomes this site's own copy. */
async function ownImage(
  ctx: Context,
  fetches: ImportFetches | undefined,
  source: string,
  warnings: string[],
): Promise<string | null> {
  const url = new URL(source);
  // Without an allowlist every https host would pass; the image is then copied here all the same.
  if (url.protocol === "https:" && ctx.imageHosts && imageHostAllowed(ctx.imageHosts, url.href)) {
    return url.href;
  }
  try {
    if (!fetches) throw new Error("no image import here");
    return await fetches.importImage(url.href);
  } catch {
    warnings.push(nlTools.import.imageNotLoaded);
    return null;
  }
}

/**
 * A recipe from another site as a draft: the page from its address (through the server's fetch
 * guard), or pasted as HTML or JSON-LD. Its failures are the import's 4xx and 502 answers.
 */
export async function importDraft(
  ctx: Context,
  input: ImportInput,
): Promise<{ draft: ImportDraft; warnings: string[] }> {
  // From here on the import's fetches share one deadline, the picture's included.
  const fetches = ctx.pages?.begin();
  try {
    let result;
    if ("url" in input) {
      if (!fetches) throw new ImportFailure(502, nlTools.import.unreachable);
      const page = await fetches.fetchPage(input.url);
      result = readRecipe({ html: page.body }, page.url);
    } else {
      result = readRecipe(input, null);
    }
    const warnings = [...result.warnings];
    const imageUrl = result.imageSource ? await ownImage(ctx, fetches, result.imageSource, warnings) : null;
    return { draft: { ...result.draft, imageUrl }, warnings };
  } catch (error) {
    if (error instanceof NoRecipe || error instanceof PageTooComplex)
      throw new TRPCError({ code: "BAD_REQUEST", message: error.message });
    if (error instanceof ImportFailure) {
      throw new TRPCError({ code: FAILURE_CODE[error.status], message: error.message });
    }
    throw error;
  }
}

/** What one address of a bulk import came to; a failure is the import's own error answer. */
export type ConceptOutcome =
  | { outcome: "imported"; recipe: Recipe; warnings: string[] }
  | { outcome: "duplicate"; recipe: Pick<Recipe, "id" | "name" | "status"> };

const sameName = (a: string, b: string) => normalize(a).trim() === normalize(b).trim();

/**
 * Reads the page as the single import does (same fetch guard, limits and deadline), then saves
 * its recipe as a concept in a transaction of its own, after the slow fetches. A recipe of that
 * name (a concept, or one in the CMS list) makes it a duplicate: nothing is saved.
 */
export async function importConcept(ctx: Context, url: string): Promise<ConceptOutcome> {
  const { draft, warnings } = await importDraft(ctx, { url });
  const input = RecipeInputSchema.safeParse({
    name: draft.name,
    chapter: draft.chapter,
    proteinType: draft.proteinType,
    preparationMethod: draft.preparationMethod,
    ingredients: draft.ingredients,
    instructions: draft.instructions,
    imageUrl: draft.imageUrl,
    icons: draft.icons,
    prepTime: draft.prepTime,
    calories: draft.calories,
    airfryerTemp: null,
    airfryerTime: null,
    servings: draft.servings,
    intro: draft.intro,
    waitTime: draft.waitTime,
    tools: draft.tools,
    tips: draft.tips,
    status: "draft",
  });
  if (!input.success) {
    throw new TRPCError({ code: "BAD_REQUEST", message: nlDesk.bulk.incomplete });
  }
  const outcome = await writeTransaction(ctx, async (db): Promise<ConceptOutcome> => {
    const existing = (await listRecipes(db)).find((recipe) => sameName(recipe.name, input.data.name));
    if (existing) {
      return {
        outcome: "duplicate",
        recipe: { id: existing.id, name: existing.name, status: existing.status },
      };
    }
    return { outcome: "imported", recipe: await insertRecipe(db, input.data), warnings };
  });
  // A saved recipe's picture becomes public; a duplicate's stays staged and is cleaned up as unused.
  if (outcome.outcome === "imported" && draft.imageUrl !== null && isUploadedImage(draft.imageUrl))
    await ctx.images?.keep(draft.imageUrl);
  return outcome;
}

export const importsRouter = router({
  /** A recipe from another site as a draft for the recipe form: nothing is saved. */
  page: protectedProcedure.input(ImportInputSchema).mutation(({ ctx, input }) => importDraft(ctx, input)),

  /** One address of a bulk import: its recipe saved as a concept, unless one by that name exists. */
  concept: protectedProcedure
    .input(z.strictObject({ url: ImportUrlSchema }))
    .mutation(({ ctx, input }) => importConcept(ctx, input.url)),
});

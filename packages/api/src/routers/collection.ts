import { TRPCError } from "@trpc/server";
import { z } from "zod";

import type { ImportedRecipe, RecipeVersion } from "@repo/db";
import type { Recipe } from "@repo/domain";
import type { ExportFile } from "@repo/schema";
import {
  applyCollectionImport,
  getSettings,
  listRecipes,
  listVersions,
  planCollectionImport,
  withDefaults,
} from "@repo/db";
import { isUploadedImage, sitePathOf } from "@repo/domain";
import { COLLECTION_LIMITS, EXPORT_FORMAT, ExportFileSchema } from "@repo/schema";
import { nlTools } from "@repo/strings";

import type { Context } from "../context";
import { imageHostAllowed } from "../image-hosts";
import { protectedProcedure, router, writeTransaction } from "../trpc";
import { discardStaged, NotAnImage, publishStaged, stageImages } from "./collection-images";

/** The whole collection as one file: recipes with ids and dates, the settings, the uploaded images. */
async function exportFile(ctx: Context, withHistory: boolean) {
  const recipes = await listRecipes(ctx.db);
  const settings = await getSettings(ctx.db);
  const paths = new Set(
    [...recipes.map((r) => r.imageUrl), settings.heroImageUrl].filter(
      (url): url is string => url !== null && isUploadedImage(url),
    ),
  );
  const images: Record<string, string> = {};
  for (const path of paths) {
    const bytes = await ctx.images?.read(path);
    if (bytes) images[path] = bytes.toString("base64");
  }
  return {
    format: EXPORT_FORMAT,
    version: 1 as const,
    exportedAt: new Date().toISOString(),
    settings: { heroImageUrl: settings.heroImageUrl },
    recipes,
    images,
    // Only when asked: a collection's history can be many times its size.
    ...(withHistory ? { history: await historyOf(ctx, recipes) } : {}),
  };
}

/** Every recipe's earlier versions, newest first, by recipe id (recipes without any left out). */
async function historyOf(ctx: Context, recipes: readonly Recipe[]) {
  const history: Record<string, Omit<RecipeVersion, "id">[]> = {};
  for (const recipe of recipes) {
    const versions = await listVersions(ctx.db, recipe.id);
    if (versions.length > 0) history[recipe.id] = versions.map(({ id: _id, ...version }) => version);
  }
  return history;
}

const MB = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** What an import past the collection's limits is told (its body, its recipes, its images). */
export const collectionTooLarge = () =>
  nlTools.collection.tooLarge(
    MB(COLLECTION_LIMITS.bytes),
    COLLECTION_LIMITS.recipes,
    MB(COLLECTION_LIMITS.imageBytes),
  );

/**
 * The caps, judged before the schema reads every field: too many recipes, or images whose
 * decoded bytes together (counted from the base64's length, nothing decoded) pass the limit.
 */
function checkCaps(file: unknown): void {
  if (typeof file !== "object" || file === null) return;
  const { recipes, images } = file as { recipes?: unknown; images?: unknown };
  let imageBytes = 0;
  if (typeof images === "object" && images !== null) {
    for (const value of Object.values(images)) {
      if (typeof value === "string") imageBytes += Buffer.byteLength(value, "base64");
    }
  }
  if (
    (Array.isArray(recipes) && recipes.length > COLLECTION_LIMITS.recipes) ||
    imageBytes > COLLECTION_LIMITS.imageBytes
  ) {
    throw new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: collectionTooLarge() });
  }
}

const invalid = () => new TRPCError({ code: "BAD_REQUEST", message: nlTools.collection.invalid });

// The schema has let through only site paths and https URLs, so a refused address parses.
const hostOf = (url: string) => new URL(url).hostname;

/**
 * The recipe form's image rule over the whole file before anything is written: an address on
 * this site is its path, any other must pass the host allowlist; the first that fails names its
 * recipe.
 */
function checkImages(ctx: Context, file: ExportFile): ExportFile {
  const own = (url: string | null) => (url && ctx.isOwnOrigin ? sitePathOf(url, ctx.isOwnOrigin) : url);
  const recipes = file.recipes.map((r) => ({ ...r, imageUrl: own(r.imageUrl) }));
  for (const r of recipes) {
    if (r.imageUrl && !imageHostAllowed(ctx.imageHosts, r.imageUrl)) {
      throw new TRPCError({
        code: "BAD_REQUEST",
        message: nlTools.collection.foreignImage(r.name, hostOf(r.imageUrl)),
      });
    }
  }
  const heroImageUrl = own(file.settings.heroImageUrl);
  if (heroImageUrl && !imageHostAllowed(ctx.imageHosts, heroImageUrl)) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: nlTools.collection.foreignHero(hostOf(heroImageUrl)),
    });
  }
  return { ...file, recipes, settings: { ...file.settings, heroImageUrl } };
}

/** The collection as schema.org Recipes, for other recipe managers. */
function jsonLd(recipes: Recipe[], origin: string) {
  const absolute = (url: string | null) =>
    url === null ? undefined : url.startsWith("/") ? origin + url : url;
  return {
    "@context": "https://schema.org",
    "@graph": recipes.map((r) => ({
      "@type": "Recipe",
      "@id": `${origin}/recipe/${encodeURIComponent(r.id)}`,
      identifier: r.id,
      name: r.name,
      recipeCategory: r.chapter,
      recipeIngredient: r.ingredients,
      recipeInstructions: r.instructions
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((text) => ({ "@type": "HowToStep", text })),
      image: absolute(r.imageUrl),
      prepTime: `PT${r.prepTime}M`,
      recipeYield: String(r.servings),
      ...(r.calories === null
        ? {}
        : { nutrition: { "@type": "NutritionInformation", calories: `${r.calories} kcal` } }),
      keywords: [r.proteinType, r.preparationMethod].join(", "),
      dateCreated: r.createdAt,
      dateModified: r.updatedAt,
    })),
  };
}

export const collectionRouter = router({
  export: protectedProcedure
    .input(z.object({ history: z.boolean().default(false) }).optional())
    .query(({ ctx, input }) => exportFile(ctx, input?.history ?? false)),

  jsonLd: protectedProcedure
    .input(z.object({ origin: z.url() }))
    .query(async ({ ctx, input }) => jsonLd(await listRecipes(ctx.db), input.origin.replace(/\/$/, ""))),

  /**
   * Reads an export back: every check and every image's re-encoding happen first, the images
   * staged; then the recipes and settings are written in one transaction, and only after it
   * commits are the images moved into place. With `preview` it only counts, images included.
   */
  import: protectedProcedure
    .input(
      z.object({
        file: z.unknown(),
        preview: z.boolean().default(false),
        details: z.boolean().default(false),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      checkCaps(input.file);
      const parsed = ExportFileSchema.safeParse(input.file);
      if (!parsed.success) throw invalid();
      const file = checkImages(ctx, parsed.data);
      if (new Set(file.recipes.map((r) => r.id)).size !== file.recipes.length) throw invalid();
      // An export from before a field existed leaves it out: it reads as that field's default.
      const recipes: ImportedRecipe[] = file.recipes.map((r) => ({
        ...withDefaults(r),
        id: r.id,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      }));
      const { counts: images, staged } = await stageImages(ctx, file.images, input.preview).catch(
        (error: unknown) => {
          throw error instanceof NotAnImage ? invalid() : error;
        },
      );
      try {
        const plan = input.preview
          ? await planCollectionImport(ctx.db, recipes)
          : await writeTransaction(ctx, async (db) => {
              const planned = await planCollectionImport(db, recipes);
              await applyCollectionImport(db, planned, file.settings.heroImageUrl);
              return planned;
            });
        const counts = { added: plan.added.length, changed: plan.changed.length, same: plan.same, images };
        if (!input.preview) await publishStaged(staged);
        // Which recipes, and what of each, when asked: a preview is read before anything is written.
        if (!input.details) return counts;
        return {
          ...counts,
          recipes: {
            added: plan.added.map(({ id, name }) => ({ id, name })),
            changed: plan.changed.map(({ id, name }) => ({
              id,
              name,
              fields: plan.changedFields.get(id) ?? [],
            })),
          },
        };
      } catch (error) {
        await discardStaged(staged);
        throw error;
      }
    }),
});

import { TRPCError } from "@trpc/server";
import { z } from "zod";

import type { LabeledRecipe, Recipe, RecipeArtLabel } from "@repo/domain";
import {
  deleteRecipe,
  findRecipeById,
  insertRecipe,
  listRecipes,
  setRecipeStatus,
  updateRecipe,
} from "@repo/db";
import {
  isUploadedImage,
  overviewPage,
  recipeArtLabel,
  recipeArtLabelKey,
  relatedSummaries,
  SEASON_OPTIONS,
  SORT_ORDERS,
  TIME_LIMITS,
  toRecipeSummary,
  toWeekRecipe,
} from "@repo/domain";
import { DESK_SORTS, deskOrder } from "@repo/domain/desk";
import { analyzeRecipe } from "@repo/domain/food";
import { sampleWeek } from "@repo/domain/weekmenu";
import { NutritionPreviewSchema, RecipeIdSchema, RecipeInputSchema } from "@repo/schema";
import { nlArt } from "@repo/strings";

import type { Context } from "../context";
import { idempotent } from "../idempotency";
import { assertImageHost, siteImagePaths } from "../image-hosts";
import { protectedProcedure, publicProcedure, router, sessionUser, writeProcedure } from "../trpc";
import { expireTrash } from "./trash";

const byIdInput = z.object({ id: RecipeIdSchema });

/** The public lists are the visitors' (a concept is in none of them); one recipe by id is the reader's. */
const VISITORS = { concepts: false } as const;
const readersOf = async (ctx: Context) => ({ concepts: (await sessionUser(ctx)) !== null });

const words = (max: number) => z.array(z.string().max(100)).max(max).readonly();

/** The overview's filter state, as its URL carries it. */
const overviewInput = z.object({
  search: z.string().max(200),
  activeChapter: z.string().max(100),
  chapters: words(30),
  proteinTypes: words(30),
  preparationMethods: words(30),
  diets: words(30),
  maxTimes: z.array(z.enum(TIME_LIMITS)).max(TIME_LIMITS.length).readonly().optional(),
  sort: z.enum(SORT_ORDERS).optional(),
  season: words(SEASON_OPTIONS.length).optional(),
  month: z.number().int().min(1).max(12).optional(),
});

function notFound(): never {
  throw new TRPCError({ code: "NOT_FOUND", message: "Recipe not found" });
}

/** Far more than a collection holds; past it the labels start over. */
const MAX_LABELS = 50_000;
const labels = new Map<string, RecipeArtLabel>();

/**
 * A recipe's picture label, kept by what the picture is made of: composing takes a fraction of a
 * millisecond, which at 10,000 recipes held the list (and the home page) for seconds after every
 * write. A changed recipe has another key, so nothing is ever stale.
 */
function artLabel(recipe: Recipe): RecipeArtLabel {
  const key = recipeArtLabelKey(recipe);
  let label = labels.get(key);
  if (!label) {
    if (labels.size >= MAX_LABELS) labels.clear();
    label = recipeArtLabel(recipe, nlArt);
    labels.set(key, label);
  }
  return label;
}

/** A recipe with its picture's label: worked out here once, so visitors' browsers never compose. */
const labeled = (recipe: Recipe): LabeledRecipe => ({ ...recipe, art: artLabel(recipe) });

async function summariesOf(ctx: Context) {
  if (ctx.summaries) return ctx.summaries();
  return (await listRecipes(ctx.db, VISITORS)).map((recipe) => toRecipeSummary(labeled(recipe)));
}

/** A page import's picture becomes public once a recipe is saved with it (a no-op for any other). */
async function keepImage(ctx: Context, url: string | null) {
  if (url !== null && isUploadedImage(url)) await ctx.images?.keep(url);
}

export const recipesRouter = router({
  list: publicProcedure.query(({ ctx }) => listRecipes(ctx.db, VISITORS)),

  /** The CMS's list: every recipe, concepts too; the most recently created first unless asked otherwise. */
  desk: protectedProcedure
    .input(z.object({ sort: z.enum(DESK_SORTS).default("newest") }).optional())
    .query(async ({ ctx, input }) => deskOrder(await listRecipes(ctx.db), input?.sort)),

  /** The overview's list: every recipe without its instructions, with its picture's label. */
  summaries: publicProcedure.query(({ ctx }) => summariesOf(ctx)),

  /** The overview's first cards and counts for one filter state: what its page shows first. */
  overview: publicProcedure
    .input(overviewInput)
    .query(async ({ ctx, input }) => overviewPage(await summariesOf(ctx), input)),

  /** The recipes to read next after one recipe, as their cards show them. */
  related: publicProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    const all = await summariesOf(ctx);
    const recipe = all.find((summary) => summary.id === input.id) ?? notFound();
    return relatedSummaries(recipe, all);
  }),

  /** The week menu's landing page: a sample week of the collection, as its slots show it. */
  weekSample: publicProcedure.query(async ({ ctx }) => sampleWeek(await summariesOf(ctx), toWeekRecipe)),

  byId: publicProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    return (await findRecipeById(ctx.db, input.id, await readersOf(ctx))) ?? notFound();
  }),

  /** A recipe as its page and cook mode read it: byId's recipe with its picture's label. */
  page: publicProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    return labeled((await findRecipeById(ctx.db, input.id, await readersOf(ctx))) ?? notFound());
  }),

  create: writeProcedure
    .use(siteImagePaths(["imageUrl"]))
    .input(RecipeInputSchema)
    .mutation(async ({ ctx, input }) => {
      assertImageHost(ctx, input.imageUrl, ["imageUrl"]);
      await keepImage(ctx, input.imageUrl);
      return idempotent(
        ctx,
        "recipes.create",
        input,
        () => insertRecipe(ctx.db, input),
        // A retry answers the recipe as it is now; one since deleted (or in the trash) is a 404.
        (made) => findRecipeById(ctx.db, made.id),
      );
    }),

  update: writeProcedure
    .use(siteImagePaths(["recipe", "imageUrl"]))
    .input(z.object({ id: RecipeIdSchema, recipe: RecipeInputSchema }))
    .mutation(async ({ ctx, input }) => {
      assertImageHost(ctx, input.recipe.imageUrl, ["recipe", "imageUrl"]);
      await keepImage(ctx, input.recipe.imageUrl);
      return (await updateRecipe(ctx.db, input.id, input.recipe)) ?? notFound();
    }),

  /** A concept becomes public (a published recipe stays as it is); its content is not touched. */
  publish: writeProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    return (await setRecipeStatus(ctx.db, input.id, "published")) ?? notFound();
  }),

  /**
   * What saving these lines would store: the form shows it while the administrator types. A
   * POST (the lines may be long) that changes nothing.
   */
  previewNutrition: protectedProcedure
    .input(NutritionPreviewSchema)
    .mutation(({ input }) => analyzeRecipe(input.ingredients, input.servings)),

  /** Moves the recipe to the trash, from where trash.restore brings it back within 30 days. */
  delete: writeProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    if (!(await deleteRecipe(ctx.db, input.id))) notFound();
    await expireTrash(ctx);
    return { success: true as const };
  }),
});

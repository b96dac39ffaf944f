import { TRPCError } from "@trpc/server";
import { z } from "zod";

import { deleteRecipe, findRecipeById, insertRecipe, listRecipes, updateRecipe } from "@repo/db";
import type { LabeledRecipe, Recipe, RecipeArtLabel } from "@repo/domain";
import { recipeArtLabel, recipeArtLabelKey, toRecipeSummary } from "@repo/domain";
import { analyzeRecipe } from "@repo/domain/food";
import { NutritionPreviewSchema, RecipeIdSchema, RecipeInputSchema } from "@repo/schema";
import { nlArt } from "@repo/strings";

import { idempotent } from "../idempotency";
import { assertImageHost, siteImagePaths } from "../image-hosts";
import { protectedProcedure, publicProcedure, router, writeProcedure } from "../trpc";
import { expireTrash } from "./trash";

const byIdInput = z.object({ id: RecipeIdSchema });

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

export const recipesRouter = router({
  list: publicProcedure.query(({ ctx }) => listRecipes(ctx.db)),

  /** The overview's list: every recipe without its instructions, with its picture's label. */
  summaries: publicProcedure.query(async ({ ctx }) =>
    (await listRecipes(ctx.db)).map((recipe) => toRecipeSummary(labeled(recipe))),
  ),

  byId: publicProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    return (await findRecipeById(ctx.db, input.id)) ?? notFound();
  }),

  /** A recipe as its page and cook mode read it: byId's recipe with its picture's label. */
  page: publicProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    return labeled((await findRecipeById(ctx.db, input.id)) ?? notFound());
  }),

  create: writeProcedure
    .use(siteImagePaths(["imageUrl"]))
    .input(RecipeInputSchema)
    .mutation(({ ctx, input }) => {
      assertImageHost(ctx, input.imageUrl, ["imageUrl"]);
      return idempotent(ctx, "recipes.create", input, () => insertRecipe(ctx.db, input));
    }),

  update: writeProcedure
    .use(siteImagePaths(["recipe", "imageUrl"]))
    .input(z.object({ id: RecipeIdSchema, recipe: RecipeInputSchema }))
    .mutation(async ({ ctx, input }) => {
      assertImageHost(ctx, input.recipe.imageUrl, ["recipe", "imageUrl"]);
      return (await updateRecipe(ctx.db, input.id, input.recipe)) ?? notFound();
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

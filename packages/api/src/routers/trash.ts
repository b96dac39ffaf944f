import { TRPCError } from "@trpc/server";
import { z } from "zod";

import type { Db } from "@repo/db";
import { listTrash, purgeExpiredTrash, purgeRecipe, restoreRecipe } from "@repo/db";
import { RecipeIdSchema } from "@repo/schema";

import type { Context } from "../context";
import { protectedProcedure, router, writeProcedure } from "../trpc";

const byIdInput = z.object({ id: RecipeIdSchema });

/** Deletes the images a purge left without a recipe; a failed delete never undoes the purge. */
async function removeImages(ctx: Context, urls: string[]) {
  for (const url of urls) {
    try {
      await ctx.images?.remove(url);
    } catch (error) {
      ctx.log?.warn({ err: error, url }, "image of a removed recipe could not be deleted");
    }
  }
}

/** Recipes past the trash's 30 days go for good whenever the trash is looked at or filled. */
export async function expireTrash(ctx: Context & { db: Db }) {
  await removeImages(ctx, (await purgeExpiredTrash(ctx.db)).orphanImages);
}

export const trashRouter = router({
  list: protectedProcedure.query(async ({ ctx }) => {
    await expireTrash(ctx);
    return listTrash(ctx.db);
  }),

  restore: writeProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    if (!(await restoreRecipe(ctx.db, input.id))) {
      throw new TRPCError({ code: "NOT_FOUND", message: "Recipe not in the trash" });
    }
    return { success: true as const };
  }),

  purge: writeProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const { removed, orphanImages } = await purgeRecipe(ctx.db, input.id);
    if (removed === 0) throw new TRPCError({ code: "NOT_FOUND", message: "Recipe not in the trash" });
    await removeImages(ctx, orphanImages);
    return { success: true as const };
  }),
});

import { TRPCError } from "@trpc/server";
import { z } from "zod";

import type { Db, RecipeVersion, VersionData } from "@repo/db";
import type { FieldChange } from "@repo/domain/history";
import { findRecipeById, listVersions, updateRecipe, versionData } from "@repo/db";
import { recipeChanges } from "@repo/domain/history";
import { RecipeIdSchema } from "@repo/schema";

import { protectedProcedure, router, writeProcedure } from "../trpc";

const byIdInput = z.object({ id: RecipeIdSchema });

/** A version with what the save after it changed: the step from it to the next version (or today). */
export type VersionEntry = Omit<RecipeVersion, "data"> & { data: VersionData; changes: FieldChange[] };

function notFound(what: string): never {
  throw new TRPCError({ code: "NOT_FOUND", message: `${what} not found` });
}

async function historyOf(db: Db, id: string) {
  const recipe = (await findRecipeById(db, id)) ?? notFound("Recipe");
  const versions = await listVersions(db, id);
  const entries: VersionEntry[] = versions.map((version, i) => ({
    ...version,
    changes: recipeChanges(version.data, versions[i - 1]?.data ?? versionData(recipe)),
  }));
  return { recipe, versions: entries };
}

export const historyRouter = router({
  /** A recipe's earlier versions, newest first, each with what the next save changed. */
  list: protectedProcedure.input(byIdInput).query(({ ctx, input }) => historyOf(ctx.db, input.id)),

  /** Brings an earlier version back as a new save: today's text becomes a version in turn. */
  restore: writeProcedure
    .input(byIdInput.extend({ versionId: RecipeIdSchema }))
    .mutation(async ({ ctx, input }) => {
      const versions = await listVersions(ctx.db, input.id);
      const version = versions.find((v) => v.id === input.versionId) ?? notFound("Version");
      return (await updateRecipe(ctx.db, input.id, version.data)) ?? notFound("Recipe");
    }),
});

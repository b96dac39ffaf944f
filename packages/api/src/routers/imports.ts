import { TRPCError } from "@trpc/server";

import type { ImportDraft } from "@repo/domain";
import { ImportInputSchema } from "@repo/schema";
import { nlTools } from "@repo/strings";

import type { Context, ImportFetches } from "../context";
import { ImportFailure } from "../context";
import { imageHostAllowed } from "../image-hosts";
import { PageTooComplex } from "../import/read-budget";
import { NoRecipe, readRecipe } from "../import/read-page";
import { protectedProcedure, router } from "../trpc";

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

export const importsRouter = router({
  /**
   * A recipe from another site as a draft for the recipe form: nothing is saved. The page comes
   * from its address (through the server's fetch guard), or pasted as HTML or JSON-LD.
   */
  page: protectedProcedure
    .input(ImportInputSchema)
    .mutation(async ({ ctx, input }): Promise<{ draft: ImportDraft; warnings: string[] }> => {
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
        const imageUrl = result.imageSource
          ? await ownImage(ctx, fetches, result.imageSource, warnings)
          : null;
        return { draft: { ...result.draft, imageUrl }, warnings };
      } catch (error) {
        if (error instanceof NoRecipe || error instanceof PageTooComplex)
          throw new TRPCError({ code: "BAD_REQUEST", message: error.message });
        if (error instanceof ImportFailure) {
          throw new TRPCError({ code: FAILURE_CODE[error.status], message: error.message });
        }
        throw error;
      }
    }),
});

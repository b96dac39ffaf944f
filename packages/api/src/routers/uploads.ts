import { protectedProcedure, router } from "../trpc";

export const uploadsRouter = router({
  createUploadUrl: protectedProcedure.mutation(async ({ ctx }) => ({
    uploadURL: await ctx.uploads.createUploadUrl(),
  })),
});

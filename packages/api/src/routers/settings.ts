import { getSettings, saveSettings } from "@repo/db";
import { SettingsInputSchema } from "@repo/schema";

import { publicProcedure, router, writeProcedure } from "../trpc";

export const settingsRouter = router({
  get: publicProcedure.query(({ ctx }) => getSettings(ctx.db)),
  update: writeProcedure
    .input(SettingsInputSchema)
    .mutation(({ ctx, input }) => saveSettings(ctx.db, input.heroImageUrl)),
});

import { getSettings, saveSettings } from "@repo/db";
import { SettingsInputSchema } from "@repo/schema";

import { assertImageHost, siteImagePaths } from "../image-hosts";
import { publicProcedure, router, writeProcedure } from "../trpc";

export const settingsRouter = router({
  get: publicProcedure.query(({ ctx }) => getSettings(ctx.db)),
  update: writeProcedure
    .use(siteImagePaths(["heroImageUrl"]))
    .input(SettingsInputSchema)
    .mutation(({ ctx, input }) => {
      assertImageHost(ctx, input.heroImageUrl, ["heroImageUrl"]);
      return saveSettings(ctx.db, input.heroImageUrl);
    }),
});

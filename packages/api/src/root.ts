import type { inferRouterInputs } from "@trpc/server";

import { authRouter } from "./routers/auth";
import { collectionRouter } from "./routers/collection";
import { historyRouter } from "./routers/history";
import { importsRouter } from "./routers/imports";
import { recipesRouter } from "./routers/recipes";
import { settingsRouter } from "./routers/settings";
import { trashRouter } from "./routers/trash";
import { uploadsRouter } from "./routers/uploads";
import { vitalsRouter } from "./routers/vitals";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  recipes: recipesRouter,
  auth: authRouter,
  settings: settingsRouter,
  uploads: uploadsRouter,
  trash: trashRouter,
  history: historyRouter,
  imports: importsRouter,
  collection: collectionRouter,
  vitals: vitalsRouter,
});

export type AppRouter = typeof appRouter;

// What each procedure accepts before validation: the REST adapters declare their bodies with it.
export type RouterInputs = inferRouterInputs<AppRouter>;

export const createCaller = createCallerFactory(appRouter);

import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { INITIAL_DATA_ID, parseInitialData } from "@repo/domain";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

import { createQueryClient, createTrpcClient, createUtils, trpc } from "~/lib/trpc";
import { createAppRouter } from "./router";
import "./styles.css";

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const utils = createUtils(queryClient, trpcClient);
const router = createAppRouter({ queryClient, utils });

// Data the server put in the page saves a round trip before the first paint.
const initial = parseInitialData(document.getElementById(INITIAL_DATA_ID)?.textContent);
if (initial.settings) utils.settings.get.setData(undefined, initial.settings);
if (initial.recipe) utils.recipes.byId.setData({ id: initial.recipe.id }, initial.recipe);

// The server rendered the head for crawlers; from here on the router keeps it.
for (const node of document.head.querySelectorAll("[data-ssr]")) node.remove();

/**
 * From here on the app's own toggle handles dark mode: the page's script covers every tap until
 * React listens (a tap while the app still loads its route and data would otherwise be lost).
 */
function takeOverThemeToggle() {
  document.documentElement.dataset.app = "1";
}

// The offline worker is registered well after the app has started, once the browser is idle:
// its precache downloads never compete with the first page's pictures and first taps.
const OFFLINE_WORKER_DELAY_MS = 10_000;
if (import.meta.env.PROD) {
  const register = () => void import("./features/offline/register-sw").then((m) => m.registerServiceWorker());
  setTimeout(() => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(register);
    else register();
  }, OFFLINE_WORKER_DELAY_MS);
}

const app = (
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>
);

/** Hydration problems, kept for the start-up test to read; React recovers from them by re-rendering. */
const hydrationErrors: string[] = [];
(window as unknown as { __hydrationErrors: string[] }).__hydrationErrors = hydrationErrors;

const firstPaintNeedsList = (pathname: string) => pathname === "/" || pathname.startsWith("/recipe/");

const root = document.getElementById("root");
if (root?.firstChild) {
  // The server painted this page with the data the app renders from: the app adopts that markup
  // (hydrates) once it has the same route code and data, so nothing on screen is replaced.
  await Promise.all([
    router.load(),
    // The home page's cards and a recipe's related recipes come from the list the server painted.
    firstPaintNeedsList(window.location.pathname)
      ? utils.recipes.summaries.ensureData().catch(() => null)
      : null,
  ]);
  takeOverThemeToggle();
  hydrateRoot(root, app, {
    onRecoverableError(error, info) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
      hydrationErrors.push(`${error instanceof Error ? error.message : String(error)}${cause}`);
      console.warn(error, cause, info.componentStack);
    },
  });
} else if (root) {
  // Pages without a first paint (the CMS, the login, not found) render here from nothing; a
  // transition lets React render in small slices, so a slow phone stays responsive.
  takeOverThemeToggle();
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app));
}

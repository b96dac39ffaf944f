import { RouterProvider } from "@tanstack/react-router";
import { INITIAL_DATA_ID, parseInitialData } from "@repo/domain";
import { startTransition, StrictMode } from "react";

import { followHeads } from "~/lib/head";
import { replayEarlyTaps } from "~/lib/early-taps";
import { createRoot, hydrateRoot } from "~/lib/react-dom";
import { firstPageFromServer, reads, relatedFromServer } from "~/lib/reads";
import { createAppRouter } from "./router";
import "./styles.css";

const router = createAppRouter();

// Data the server put in the page saves a round trip before the first paint.
const initial = parseInitialData(document.getElementById(INITIAL_DATA_ID)?.textContent);
if (initial.settings) reads.settings.set(initial.settings);
if (initial.recipe) reads.recipe(initial.recipe.id).set(initial.recipe);
if (initial.recipe && initial.related) relatedFromServer.set(initial.recipe.id, initial.related);
if (initial.firstPage) firstPageFromServer.set(initial.firstPage);

// The server rendered this page's head; the pages the app opens get theirs from it.
followHeads(router);

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
    <RouterProvider router={router} />
  </StrictMode>
);

/** Hydration problems, kept for the start-up test to read; React recovers from them by re-rendering. */
const hydrationErrors: string[] = [];
(window as unknown as { __hydrationErrors: string[] }).__hydrationErrors = hydrationErrors;

/**
 * The server put the home page's first cards and a recipe's related recipes in the page, so the
 * app adopts it without the list, unless the address asks for a search or filter the first paint
 * does not show.
 */
function firstPaintNeedsList({ pathname, search }: Location) {
  if (pathname === "/") return !firstPageFromServer.get() || search !== "";
  return /^\/recipe\/[^/]+$/.test(pathname) && !initial.related;
}

const root = document.getElementById("root");
if (root?.firstChild) {
  // The server painted this page with the data the app renders from: the app adopts that markup
  // (hydrates) once it has the same route code and data, so nothing on screen is replaced.
  await Promise.all([
    router.load(),
    firstPaintNeedsList(window.location) ? reads.summaries.ensure().catch(() => null) : null,
  ]);
  takeOverThemeToggle();
  // In a transition React adopts the page in small slices between which the browser stays free
  // for input (a slow phone would otherwise be blocked for the whole page); a tap before it is done
  // makes React finish at once and then handle the tap.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError(error, info) {
        const cause =
          error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
        hydrationErrors.push(`${error instanceof Error ? error.message : String(error)}${cause}`);
        console.warn(error, cause, info.componentStack);
      },
    });
  });
  replayEarlyTaps();
} else if (root) {
  // Pages without a first paint (the CMS, the login, not found) render here from nothing; a
  // transition lets React render in small slices, so a slow phone stays responsive.
  takeOverThemeToggle();
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app));
}

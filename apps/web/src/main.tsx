import type { Snapshot } from "~/lib/reads";
import { RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode } from "react";

import { SNAPSHOT_ID } from "@repo/domain";

import { followHeads } from "~/lib/head";
import { replayEarlyTaps } from "~/lib/early-taps";
import { createRoot, hydrateRoot } from "~/lib/react-dom";
import { httpFetcher, Reads } from "~/lib/reads";
import { startVitals } from "./features/vitals/start";
import { createAppRouter } from "./router";
import "./styles.css";

const reads = new Reads(httpFetcher);
// What the server read for this page: the app renders it again without asking.
const snapshot = document.getElementById(SNAPSHOT_ID)?.textContent;
if (snapshot) reads.hydrate(JSON.parse(snapshot) as Snapshot);

const router = createAppRouter({ reads, origin: window.location.origin });

// The server rendered this page's head; the pages the app opens get theirs from it.
followHeads(router, reads);

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

if (import.meta.env.PROD) startVitals();

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/** Hydration problems, kept for the start-up test to read; React recovers from them by re-rendering. */
const hydrationErrors: string[] = [];
(window as unknown as { __hydrationErrors: string[] }).__hydrationErrors = hydrationErrors;

const root = document.getElementById("root");
if (root?.firstChild) {
  // The server rendered this page with the app's own router and the snapshot's data: the app
  // adopts that markup (hydrates) once it has the same route code, so nothing is replaced. Like
  // the server's render, the router then puts no Suspense boundary around the whole page.
  router.ssr = { manifest: undefined };
  await router.load();
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

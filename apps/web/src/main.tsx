import { startTransition, StrictMode } from "react";
import { RouterProvider } from "@tanstack/react-router";

import { SNAPSHOT_ID } from "@repo/domain";

import type { Snapshot } from "~/lib/reads";
import { replayEarlyTaps } from "~/lib/early-taps";
import { followHeads } from "~/lib/head";
import { createRoot, hydrateRoot } from "~/lib/react-dom";
import { httpFetcher, Reads } from "~/lib/reads";
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
 * From here on the app handles the page's buttons: until then the page's first script keeps
 * their taps and the app presses them again (see early-taps.ts).
 */
function takeOverButtons() {
  document.documentElement.dataset.app = "1";
}

/**
 * Runs `task` once the page has loaded, `delay` ms have passed and the browser is idle: what a
 * visit can wait for never competes with the first page's pictures and first taps.
 */
function whenSettled(task: () => void, delay = 0) {
  const idle = () =>
    setTimeout(
      () => ("requestIdleCallback" in window ? requestIdleCallback(task, { timeout: 5_000 }) : task()),
      delay,
    );
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

/** The share of visits that report field vitals: enough for a p75 within weeks, half the beacons. */
const VITALS_SAMPLE_RATE = 0.5;
const OFFLINE_WORKER_DELAY_MS = 10_000;
if (import.meta.env.PROD) {
  whenSettled(
    () => void import("./features/offline/register-sw").then((m) => m.registerServiceWorker()),
    OFFLINE_WORKER_DELAY_MS,
  );
  // Only a sampled visit fetches the reporting code; the page kind is the one the visit began on.
  if (Math.random() < VITALS_SAMPLE_RATE && "sendBeacon" in navigator) {
    const path = location.pathname;
    whenSettled(() => void import("./features/vitals/report").then((m) => m.reportVitals(path)));
  }
}

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
  takeOverButtons();
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
  takeOverButtons();
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app));
}

import { createRouter } from "@tanstack/react-router";

import { Loading } from "@repo/ui";

import type { Reads } from "./lib/reads";
import { RouteError } from "./components/error-state";
import { NotFound } from "./components/not-found";
import { routeTree } from "./routeTree.gen";

/** What every route's loader and component can reach: this request's (or visit's) reads. */
export interface AppContext {
  reads: Reads;
  /** The absolute origin links are made with (print footers, page heads). */
  origin: string;
}

/** The app's router, the same on the server (one per request) and in the browser. */
export function createAppRouter(
  context: AppContext,
  history?: Parameters<typeof createRouter>[0]["history"],
  tree: typeof routeTree = routeTree,
) {
  // The first page was painted by the server and the visitor may already have scrolled it:
  // the app's start leaves the scroll where it is (a jump there moved cards under a finger).
  let started = false;
  const restoreScroll = () => {
    const restore = started;
    started = true;
    return restore;
  };
  return createRouter({
    routeTree: tree,
    context,
    history,
    defaultPreload: "intent",
    // Loaders only warm the reads' cache (lib/reads), which decides freshness.
    defaultPreloadStaleTime: 0,
    // On the server it would add a script to the page that the browser's render does not have.
    scrollRestoration: typeof document === "undefined" ? false : restoreScroll,
    // One loading state for every page whose data is still on its way.
    defaultPendingComponent: Loading,
    // And one page for what is not there, one for a read that failed (each route says which).
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

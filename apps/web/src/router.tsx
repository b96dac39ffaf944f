import { createRouter } from "@tanstack/react-router";

import { Loading } from "@repo/ui";

import { routeTree } from "./routeTree.gen";

export function createAppRouter() {
  // The first page was painted by the server and the visitor may already have scrolled it:
  // the app's start leaves the scroll where it is (a jump there moved cards under a finger).
  let started = false;
  const restoreScroll = () => {
    const restore = started;
    started = true;
    return restore;
  };
  return createRouter({
    routeTree,
    defaultPreload: "intent",
    // Loaders only warm the reads' cache (lib/reads), which decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: restoreScroll,
    // One loading state for every page whose data is still on its way.
    defaultPendingComponent: Loading,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

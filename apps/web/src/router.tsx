import { createRouter } from "@tanstack/react-router";

import { Loading } from "@repo/ui";

import type { TrpcUtils } from "~/lib/trpc";
import type { QueryClient } from "@tanstack/react-query";
import { routeTree } from "./routeTree.gen";

export interface RouterContext {
  queryClient: QueryClient;
  utils: TrpcUtils;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    // Loaders only warm the query cache; react-query decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // One loading state for every page whose data is still on its way.
    defaultPendingComponent: Loading,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import type { Recipe, Settings } from "@repo/domain";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { createQueryClient, createTrpcClient, createUtils, trpc } from "~/lib/trpc";
import { createAppRouter } from "./router";
import "./styles.css";

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const utils = createUtils(queryClient, trpcClient);
const router = createAppRouter({ queryClient, utils });

// Data the server put in the page saves a round trip before the first paint.
const initial = document.getElementById("initial-data")?.textContent;
if (initial) {
  const data = JSON.parse(initial) as { settings?: Settings; recipe?: Recipe };
  if (data.settings) utils.settings.get.setData(undefined, data.settings);
  if (data.recipe) utils.recipes.byId.setData({ id: data.recipe.id }, data.recipe);
}

// The server rendered the head for crawlers; from here on the router keeps it.
for (const node of document.head.querySelectorAll("[data-ssr]")) node.remove();

// From here on the app's own toggle handles dark mode (the page's script only covered the first seconds).
document.documentElement.dataset.app = "1";

const root = document.getElementById("root");
if (root) {
  // A transition lets React render in small slices, so a slow phone stays responsive while
  // the app takes over the server-rendered first paint.
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </trpc.Provider>
      </StrictMode>,
    ),
  );
}

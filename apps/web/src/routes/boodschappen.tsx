import { createFileRoute } from "@tanstack/react-router";

import { nl } from "@repo/strings";

import { ShoppingPage } from "~/features/shopping/shopping-page";

// The list lives on this device, so the page needs no loader: the server paints it as a fresh
// device sees it (empty), and the device shows its own list once the app runs, offline too.
export const Route = createFileRoute("/boodschappen")({
  // The list lives on this device: nothing there for a search engine, and read in the shop.
  staticData: { page: { title: nl.pages.shopping, private: true, offline: true } },
  component: ShoppingPage,
});

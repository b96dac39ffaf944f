import { createFileRoute } from "@tanstack/react-router";

import { ShoppingPage } from "~/features/shopping/shopping-page";

// The list lives on this device, so the page needs no loader: it reads localStorage and works offline.
export const Route = createFileRoute("/boodschappen")({
  staticData: { head: "shopping", drawn: "device" },
  component: ShoppingPage,
});

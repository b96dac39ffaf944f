import { createFileRoute } from "@tanstack/react-router";

import { MyListPage } from "~/features/keuken/my-list-page";

// The reader's own list lives on this device only: no request carries it.
export const Route = createFileRoute("/mijn-lijst")({
  staticData: { head: "myList", drawn: "device" },
  component: MyListPage,
});

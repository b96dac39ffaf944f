import { createFileRoute } from "@tanstack/react-router";

import { KeepPage } from "~/features/keuken/keep-page";

// Lists what this device keeps; drawn by the device, as nothing of it is on the server.
export const Route = createFileRoute("/mijn-keuken")({
  staticData: { head: "myKitchen", drawn: "device" },
  component: KeepPage,
});

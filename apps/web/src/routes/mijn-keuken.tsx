import { createFileRoute } from "@tanstack/react-router";

import { nl } from "@repo/strings";

import { KeepPage } from "~/features/keuken/keep-page";

// Lists what this device keeps; drawn by the device, as nothing of it is on the server.
export const Route = createFileRoute("/mijn-keuken")({
  // What this device keeps: nothing there for a search engine.
  staticData: { page: { title: nl.pages.myKitchen, private: true, offline: true } },
  component: KeepPage,
});

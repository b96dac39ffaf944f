import { createFileRoute } from "@tanstack/react-router";

import { nl } from "@repo/strings";

import { SamenPage } from "~/features/samen/samen-page";

// Everything here lives on this device and in its link's fragment: drawn in the browser, no loader,
// and never for a search engine.
export const Route = createFileRoute("/samen")({
  staticData: { page: { title: nl.pages.samen, private: true, offline: true }, drawn: "device" },
  component: SamenPage,
});

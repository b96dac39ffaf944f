import { createFileRoute } from "@tanstack/react-router";

import { nl } from "@repo/strings";

import { SamenPage } from "~/features/samen/samen-page";

// Everything here lives on this device and in its link's fragment: no loader, and never for a
// search engine. The server paints the page of a device that does not share yet.
export const Route = createFileRoute("/samen")({
  staticData: { page: { title: nl.pages.samen, private: true, offline: true } },
  component: SamenPage,
});

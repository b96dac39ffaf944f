import { createFileRoute } from "@tanstack/react-router";

import { SamenPage } from "~/features/samen/samen-page";

// Everything here lives on this device and in its link's fragment: drawn in the browser, no loader.
export const Route = createFileRoute("/samen")({
  staticData: { head: "samen", drawn: "device" },
  component: SamenPage,
});

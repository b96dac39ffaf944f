import { createFileRoute } from "@tanstack/react-router";

import { nl } from "@repo/strings";

import { AtHomePage } from "~/features/keuken/at-home-page";
import { parseOverviewSearch, toFilterState } from "~/features/overview/search-params";

// What is at home lives on this device: the page reads localStorage and the kept list, offline too.
// It takes the overview's filters along from the overview's link.
export const Route = createFileRoute("/in-huis")({
  validateSearch: parseOverviewSearch,
  // What this device keeps: nothing there for a search engine.
  // The filters matter only to what the device finds: the server paints one page for them all.
  staticData: { page: { title: nl.pages.atHome, private: true, offline: true }, deviceSearch: "all" },
  component: AtHomeRoute,
});

function AtHomeRoute() {
  return <AtHomePage filters={toFilterState(Route.useSearch())} />;
}

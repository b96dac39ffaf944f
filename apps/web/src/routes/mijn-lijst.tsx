import { createFileRoute } from "@tanstack/react-router";

import { nl } from "@repo/strings";

import { MyListPage } from "~/features/keuken/my-list-page";

// The reader's own list lives on this device only: no request carries it.
export const Route = createFileRoute("/mijn-lijst")({
  // What this device keeps: nothing there for a search engine.
  staticData: { page: { title: nl.pages.myList, private: true, offline: true } },
  component: MyListPage,
});

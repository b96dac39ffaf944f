import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";

import { nl } from "@repo/strings";

import { WeekPage } from "~/features/weekmenu/week-page";

interface WeekSearch {
  /** A shared week (see encodeWeek). */
  week?: string;
}

export const Route = createFileRoute("/weekmenu")({
  // The key is always set, so anything but a string of a link's length is no link at all.
  validateSearch: (raw: Record<string, unknown>): WeekSearch => ({
    week: typeof raw.week === "string" && raw.week.length <= 2000 ? raw.week : undefined,
  }),
  // The landing page's sample week, unless the list is here to work it out from.
  loader: async ({ context: { reads } }) => {
    if (!reads.peek("recipes.summaries")) await reads.fetch("recipes.weekSample").catch(() => undefined);
  },
  // A shared week is adopted by the device: the server paints the week page the same for any link.
  staticData: {
    page: { title: nl.header.weekmenu, offline: true },
    head: ({ origin, seo }) => seo.weekHead(origin),
    deviceSearch: ["week"],
  },
  component: WeekmenuRoute,
});

function WeekmenuRoute() {
  const { week } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Once adopted, the link's week is this device's own: the address no longer needs it.
  const onShared = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <WeekPage shared={week} onShared={onShared} />;
}

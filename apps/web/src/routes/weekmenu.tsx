import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";

import { WeekPage } from "~/features/weekmenu/week-page";

interface WeekSearch {
  /** A shared week (see encodeWeek). */
  week?: string;
}

export const Route = createFileRoute("/weekmenu")({
  validateSearch: (raw: Record<string, unknown>): WeekSearch =>
    typeof raw.week === "string" && raw.week.length <= 2000 ? { week: raw.week } : {},
  // The landing page's sample week, unless the list is here to work it out from.
  loader: async ({ context: { reads } }) => {
    if (!reads.peek("recipes.summaries")) await reads.fetch("recipes.weekSample").catch(() => undefined);
  },
  staticData: { head: "weekmenu" },
  component: WeekmenuRoute,
});

function WeekmenuRoute() {
  const { week } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Once adopted, the link's week is this device's own: the address no longer needs it.
  const onShared = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <WeekPage shared={week} onShared={onShared} />;
}

import { Link } from "@tanstack/react-router";

import { nlKeukenOverview } from "@repo/strings";

import type { OverviewSearch } from "~/features/overview/search-params";
import { chapterButtonClass } from "~/features/overview/overview-view";

/** The overview's way into 'Wat heb ik in huis?', taking its filters along. */
export function AtHomeLink({ search }: { search: OverviewSearch }) {
  const { bewaard: _saved, mijn: _mine, ...filters } = search;
  return (
    <Link to="/in-huis" search={filters} className={chapterButtonClass(false)}>
      {nlKeukenOverview.wayIn}
    </Link>
  );
}

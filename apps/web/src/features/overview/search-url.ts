// What only the overview's page writes to the URL: the route itself (matched on every page)
// needs no more than search-params.ts, so the other pages' first load carries none of this.
import type { FilterState } from "@repo/domain";
import { ALL_CHAPTERS } from "@repo/domain";

import type { OverviewSearch } from "./search-params";
import { parseOverviewSearch } from "./search-params";

/** Whether two searches are the same in the URL (what it cannot hold left out of both). */
export function sameOverviewSearch(a: OverviewSearch, b: OverviewSearch): boolean {
  return JSON.stringify(parseOverviewSearch({ ...a })) === JSON.stringify(parseOverviewSearch({ ...b }));
}

/** Empty values leave the URL, so the plain overview stays at '/'. */
export function toSearch(state: FilterState): OverviewSearch {
  const orUndefined = <T>(list: readonly T[]) => (list.length > 0 ? list : undefined);
  return {
    q: state.search || undefined,
    hoofdstuk: state.activeChapter === ALL_CHAPTERS ? undefined : state.activeChapter,
    hoofdstukken: orUndefined(state.chapters),
    eiwit: orUndefined(state.proteinTypes),
    bereiding: orUndefined(state.preparationMethods),
    dieet: orUndefined(state.diets),
    tijd: orUndefined(state.maxTimes ?? []),
    sortering: state.sort === "relevantie" ? undefined : state.sort,
    seizoen: orUndefined(state.season ?? []),
  };
}

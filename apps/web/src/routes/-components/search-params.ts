import { z } from "zod";

import type { FilterState } from "@repo/schema";
import { ALL_CHAPTERS } from "@repo/schema";

const list = z.array(z.string().max(100)).max(30).optional().catch(undefined);

/** The overview's state in the URL, so a filtered view can be bookmarked and shared. */
export const OverviewSearchSchema = z.object({
  q: z.string().max(200).optional().catch(undefined),
  hoofdstuk: z.string().max(100).optional().catch(undefined),
  hoofdstukken: list,
  eiwit: list,
  bereiding: list,
});

export type OverviewSearch = z.infer<typeof OverviewSearchSchema>;

export function toFilterState(search: OverviewSearch): FilterState {
  return {
    search: search.q ?? "",
    activeChapter: search.hoofdstuk ?? ALL_CHAPTERS,
    chapters: search.hoofdstukken ?? [],
    proteinTypes: search.eiwit ?? [],
    preparationMethods: search.bereiding ?? [],
  };
}

/** Empty values leave the URL, so the plain overview stays at '/'. */
export function toSearch(state: FilterState): OverviewSearch {
  const orUndefined = (list: readonly string[]) => (list.length > 0 ? [...list] : undefined);
  return {
    q: state.search || undefined,
    hoofdstuk: state.activeChapter === ALL_CHAPTERS ? undefined : state.activeChapter,
    hoofdstukken: orUndefined(state.chapters),
    eiwit: orUndefined(state.proteinTypes),
    bereiding: orUndefined(state.preparationMethods),
  };
}

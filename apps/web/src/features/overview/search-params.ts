import type { FilterState } from "@repo/domain";
import { ALL_CHAPTERS } from "@repo/domain";

/** The overview's state in the URL, so a filtered view can be bookmarked and shared. */
export interface OverviewSearch {
  q?: string;
  hoofdstuk?: string;
  hoofdstukken?: readonly string[];
  eiwit?: readonly string[];
  bereiding?: readonly string[];
  dieet?: readonly string[];
  /** Only the recipes saved on this device. */
  bewaard?: true;
}

// Checked by hand rather than with zod: this runs on every visitor's first load, where the
// validator library would cost more bytes than the whole overview page.
function text(value: unknown, max: number): string | undefined {
  return typeof value === "string" && value.length <= max ? value : undefined;
}

function list(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length > 30) return undefined;
  const items = value.filter((v): v is string => typeof v === "string" && v.length <= 100);
  return items.length > 0 ? items : undefined;
}

/** Anything unexpected in the URL is dropped, never an error page. */
export function parseOverviewSearch(raw: Record<string, unknown>): OverviewSearch {
  return {
    q: text(raw.q, 200),
    hoofdstuk: text(raw.hoofdstuk, 100),
    hoofdstukken: list(raw.hoofdstukken),
    eiwit: list(raw.eiwit),
    bereiding: list(raw.bereiding),
    dieet: list(raw.dieet),
    bewaard: raw.bewaard === true || raw.bewaard === 1 || raw.bewaard === "1" ? true : undefined,
  };
}

/**
 * One empty list for every filter nobody set, and a list the URL holds is passed on as it is:
 * a change of one filter leaves the others' lists (and what shows them) as they were.
 */
const NONE: readonly string[] = [];

export function toFilterState(search: OverviewSearch): FilterState {
  return {
    search: search.q ?? "",
    activeChapter: search.hoofdstuk ?? ALL_CHAPTERS,
    chapters: search.hoofdstukken ?? NONE,
    proteinTypes: search.eiwit ?? NONE,
    preparationMethods: search.bereiding ?? NONE,
    diets: search.dieet ?? NONE,
  };
}

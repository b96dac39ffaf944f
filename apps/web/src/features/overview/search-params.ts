import type { FilterState, SortOrder, TimeLimit } from "@repo/domain";
import { ALL_CHAPTERS, SORT_ORDERS, TIME_LIMITS } from "@repo/domain";

/** The overview's state in the URL, so a filtered view can be bookmarked and shared. */
export interface OverviewSearch {
  q?: string;
  hoofdstuk?: string;
  hoofdstukken?: readonly string[];
  eiwit?: readonly string[];
  bereiding?: readonly string[];
  dieet?: readonly string[];
  /** Time limits in minutes of work ('15'). */
  tijd?: readonly TimeLimit[];
  /** Left out for the default order. */
  sortering?: Exclude<SortOrder, "relevantie">;
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

/** Only known limits; a hand-typed `?tijd=15` reads as the number 15 and counts too. */
function times(value: unknown): TimeLimit[] | undefined {
  const values = (Array.isArray(value) ? value : [value]).map(String);
  const known = TIME_LIMITS.filter((limit) => values.includes(limit));
  return known.length > 0 ? known : undefined;
}

function order(value: unknown): OverviewSearch["sortering"] {
  return value !== SORT_ORDERS[0] && SORT_ORDERS.includes(value as SortOrder)
    ? (value as OverviewSearch["sortering"])
    : undefined;
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
    tijd: times(raw.tijd),
    sortering: order(raw.sortering),
    bewaard: raw.bewaard === true || raw.bewaard === 1 || raw.bewaard === "1" ? true : undefined,
  };
}

/**
 * One empty list for every filter nobody set, and a list the URL holds is passed on as it is:
 * a change of one filter leaves the others' lists (and what shows them) as they were.
 */
const NONE: readonly string[] = [];
const NO_TIMES: readonly TimeLimit[] = [];

export function toFilterState(search: OverviewSearch): FilterState {
  return {
    search: search.q ?? "",
    activeChapter: search.hoofdstuk ?? ALL_CHAPTERS,
    chapters: search.hoofdstukken ?? NONE,
    proteinTypes: search.eiwit ?? NONE,
    preparationMethods: search.bereiding ?? NONE,
    diets: search.dieet ?? NONE,
    maxTimes: search.tijd ?? NO_TIMES,
    sort: search.sortering ?? SORT_ORDERS[0],
  };
}

import type { FilterState, SortOrder, TimeLimit } from "@repo/domain";
import {
  ALL_CHAPTERS,
  chapterKey,
  CHAPTERS,
  DIETS,
  FILTER_PROTEIN_TYPES,
  PREPARATION_METHODS,
  SEASON_OPTIONS,
  SORT_ORDERS,
  TIME_LIMITS,
} from "@repo/domain";

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
  /** 'nu': only what is in season this month. */
  seizoen?: readonly string[];
  /** A facet of this device's kitchen: fitting the reader's list, last made, favourites. */
  mijn?: "lijst" | "gemaakt" | "favorieten";
}

const MINE = ["lijst", "gemaakt", "favorieten"] as const;

// Checked by hand rather than with zod: this runs on every visitor's first load, where the
// validator library would cost more bytes than the whole overview page.
function text(value: unknown, max: number): string | undefined {
  return typeof value === "string" && value.length <= max ? value : undefined;
}

const CHAPTER_KEYS: ReadonlySet<string> = new Set(CHAPTERS.map(chapterKey));

/** The chapter button's key, in any case; anything else is no chapter. */
function chapter(value: unknown): string | undefined {
  const key = typeof value === "string" ? chapterKey(value) : undefined;
  return key !== undefined && CHAPTER_KEYS.has(key) ? key : undefined;
}

/**
 * The options of one filter the URL names, each once: a value the filter does not offer is
 * dropped (the router then sends the URL to its spelling without it), so a URL can only name one
 * of the few pages the filters make.
 */
function list(raw: unknown, known: readonly string[]): string[] | undefined {
  // A hand-written link names one option as plain text: `?eiwit=Kip`.
  const value: unknown = typeof raw === "string" ? [raw] : raw;
  if (!Array.isArray(value)) return undefined;
  const items = value.filter(
    (v, i): v is string => typeof v === "string" && known.includes(v) && value.indexOf(v) === i,
  );
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
    hoofdstuk: chapter(raw.hoofdstuk),
    hoofdstukken: list(raw.hoofdstukken, CHAPTERS),
    eiwit: list(raw.eiwit, FILTER_PROTEIN_TYPES),
    bereiding: list(raw.bereiding, PREPARATION_METHODS),
    dieet: list(raw.dieet, DIETS),
    tijd: times(raw.tijd),
    sortering: order(raw.sortering),
    bewaard: raw.bewaard === true || raw.bewaard === 1 || raw.bewaard === "1" ? true : undefined,
    seizoen: list(raw.seizoen, SEASON_OPTIONS),
    mijn: MINE.find((kind) => kind === raw.mijn),
  };
}

/** Filter values past which a combination is rendered for its visit only, not kept. */
const KEPT_FILTER_VALUES = 3;

/**
 * Which overview pages the server keeps: the filters' few common combinations. A search's free
 * text, and long combinations, are endless: each is rendered for its visit.
 */
export function keepOverviewSearch(search: OverviewSearch): boolean {
  if (search.q !== undefined && search.q.trim() !== "") return false;
  const lists = [
    search.hoofdstukken,
    search.eiwit,
    search.bereiding,
    search.dieet,
    search.tijd,
    search.seizoen,
  ];
  const values = lists.reduce((sum, list) => sum + (list?.length ?? 0), search.hoofdstuk ? 1 : 0);
  return values <= KEPT_FILTER_VALUES;
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
    season: search.seizoen ?? NONE,
    // The season facet reads this month where the page is made.
    month: new Date().getMonth() + 1,
  };
}

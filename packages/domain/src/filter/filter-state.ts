// The overview's filter state and its small rules, apart from the filtering itself (filter.ts):
// the page reads these from its first paint on, the filtering only once the list is there.
import type { SortOrder, TimeLimit } from "../recipe/options";
import { ALL_CHAPTERS } from "../recipe/options";

export interface FilterState {
  search: string;
  /** 'alle' or a chapter name; compared case-insensitively. */
  activeChapter: string;
  chapters: readonly string[];
  proteinTypes: readonly string[];
  preparationMethods: readonly string[];
  diets: readonly string[];
  /** TIME_LIMITS values: at most that many minutes of work; absent is none. */
  maxTimes?: readonly TimeLimit[];
  /** Absent is 'relevantie'. */
  sort?: SortOrder;
  /** ['nu'] for 'Nu in het seizoen': recipes whose main produce is in season in `month`. */
  season?: readonly string[];
  /** The month (1 to 12) the season facet reads; absent, it counts nothing. */
  month?: number;
}

/** The season facet's one option. */
export const SEASON_NOW = "nu";
export const SEASON_OPTIONS = [SEASON_NOW] as const;

export const EMPTY_FILTERS: FilterState = {
  search: "",
  activeChapter: ALL_CHAPTERS,
  chapters: [],
  proteinTypes: [],
  preparationMethods: [],
  diets: [],
  maxTimes: [],
  sort: "relevantie",
  season: [],
};

export function chapterKey(chapter: string): string {
  return chapter.toLowerCase();
}

export function hasActiveFilters(state: FilterState): boolean {
  return (
    state.chapters.length +
      state.proteinTypes.length +
      state.preparationMethods.length +
      state.diets.length +
      (state.maxTimes?.length ?? 0) +
      (state.season?.length ?? 0) >
    0
  );
}

/**
 * Takes `value` out of the list or puts it in; with `on`, puts it in or leaves it out whatever the
 * list held, so the same choice made twice (a box read twice) is still that choice.
 */
export function toggle(list: readonly string[], value: string, on = !list.includes(value)): string[] {
  if (on) return list.includes(value) ? [...list] : [...list, value];
  return list.filter((v) => v !== value);
}

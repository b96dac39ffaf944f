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
}

export const EMPTY_FILTERS: FilterState = {
  search: "",
  activeChapter: ALL_CHAPTERS,
  chapters: [],
  proteinTypes: [],
  preparationMethods: [],
  diets: [],
  maxTimes: [],
  sort: "relevantie",
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
      (state.maxTimes?.length ?? 0) >
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

import type { PreparationMethod } from "./options";
import type { ProteinGroup } from "./protein-groups";
import type { SearchIndex } from "./search";
import type { FilterState } from "./filter-state";
import { chapterKey } from "./filter-state";
import { AIRFRYER, ALL_CHAPTERS, CHAPTERS, FILTER_PROTEIN_TYPES, PREPARATION_METHODS } from "./options";
import { proteinGroup } from "./protein-groups";
import { hasAirfryerSettings } from "./recipe";
import { buildSearchIndex, parseQuery } from "./search";
import { searchMask } from "./search-collection";

/** The fields the filter rules read. */
export interface FilterableRecipe {
  name: string;
  chapter: string;
  proteinType: string;
  preparationMethod: string;
  ingredients: readonly string[];
  airfryerTemp: number | null;
  airfryerTime: number | null;
}

export interface Indexed<R> {
  recipe: R;
  index: SearchIndex;
}

/**
 * Normalises each recipe's searchable text once, on the first search that needs it: a visitor
 * who never types pays nothing, one who does pays once, not per keystroke.
 */
export function indexRecipes<R extends FilterableRecipe>(recipes: readonly R[]): Indexed<R>[] {
  return recipes.map((recipe) => {
    let index: SearchIndex | undefined;
    return {
      recipe,
      get index() {
        return (index ??= buildSearchIndex(recipe.name, recipe.ingredients));
      },
    };
  });
}

export function matchesChapterButton(recipe: FilterableRecipe, activeChapter: string): boolean {
  return activeChapter === ALL_CHAPTERS || chapterKey(recipe.chapter) === chapterKey(activeChapter);
}

/** Any-of within the list; an empty list matches everything. */
function anyOf(selected: readonly string[], value: string): boolean {
  return selected.length === 0 || selected.includes(value);
}

/** Selecting Airfryer also finds recipes that carry both airfryer settings as an alternative. */
export function matchesMethod(recipe: FilterableRecipe, methods: readonly string[]): boolean {
  if (anyOf(methods, recipe.preparationMethod)) return true;
  return methods.includes(AIRFRYER) && hasAirfryerSettings(recipe);
}

type Facet = "chapter" | "chapters" | "proteinTypes" | "preparationMethods";

/**
 * All rules but the one named, so a facet's counts show what choosing it would give. The search
 * is the costly rule, so its answer comes in once per recipe rather than once per facet.
 */
function matchesExcept(recipe: FilterableRecipe, state: FilterState, found: boolean, skip?: Facet) {
  return (
    (skip === "chapter" || matchesChapterButton(recipe, state.activeChapter)) &&
    (skip === "chapters" || anyOf(state.chapters, recipe.chapter)) &&
    (skip === "proteinTypes" || anyOf(state.proteinTypes, proteinGroup(recipe.proteinType))) &&
    (skip === "preparationMethods" || matchesMethod(recipe, state.preparationMethods)) &&
    found
  );
}

export function filterRecipes<R extends FilterableRecipe>(
  items: readonly Indexed<R>[],
  state: FilterState,
): R[] {
  const found = searchMask(items, parseQuery(state.search));
  const result: R[] = [];
  items.forEach((item, i) => {
    if ((!found || found[i] === 1) && matchesExcept(item.recipe, state, true)) result.push(item.recipe);
  });
  return result;
}

export interface FacetCounts {
  /** Keyed by 'alle' and each lowercased chapter name. */
  chapters: Record<string, number>;
  /** Keyed by the filter's options; finer types count under their group. */
  proteinTypes: Record<ProteinGroup, number>;
  preparationMethods: Record<PreparationMethod, number>;
}

function zeroes<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
}

/**
 * Counts per chapter button, protein type and method, each under the other
 * active rules (search included), so a count says what a click would show.
 */
export function countFacets(items: readonly Indexed<FilterableRecipe>[], state: FilterState): FacetCounts {
  const mask = searchMask(items, parseQuery(state.search));
  const chapters: Record<string, number> = { [ALL_CHAPTERS]: 0, ...zeroes(CHAPTERS.map(chapterKey)) };
  const proteinTypes = zeroes(FILTER_PROTEIN_TYPES);
  const preparationMethods = zeroes(PREPARATION_METHODS);
  items.forEach(({ recipe }, i) => {
    const found = !mask || mask[i] === 1;
    if (matchesExcept(recipe, state, found, "chapter")) {
      chapters[ALL_CHAPTERS] = (chapters[ALL_CHAPTERS] ?? 0) + 1;
      const key = chapterKey(recipe.chapter);
      chapters[key] = (chapters[key] ?? 0) + 1;
    }
    const group = proteinGroup(recipe.proteinType);
    if (matchesExcept(recipe, state, found, "proteinTypes") && group in proteinTypes) {
      proteinTypes[group as ProteinGroup] += 1;
    }
    if (matchesExcept(recipe, state, found, "preparationMethods")) {
      for (const method of PREPARATION_METHODS)
        if (matchesMethod(recipe, [method])) preparationMethods[method] += 1;
    }
  });
  return { chapters, proteinTypes, preparationMethods };
}

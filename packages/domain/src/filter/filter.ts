import type { Diet } from "../food/groups";
import type { ProteinGroup } from "../food/protein-groups";
import type { PreparationMethod, TimeLimit } from "../recipe/options";
import type { SearchIndex } from "../search/search";
import type { FilterState } from "./filter-state";
import { DIETS } from "../food/groups";
import { proteinGroup } from "../food/protein-groups";
import {
  AIRFRYER,
  ALL_CHAPTERS,
  CHAPTERS,
  FILTER_PROTEIN_TYPES,
  PREPARATION_METHODS,
  TIME_LIMITS,
} from "../recipe/options";
import { hasAirfryerSettings } from "../recipe/recipe";
import { buildSearchIndex, parseQuery } from "../search/search";
import { searchMask } from "../search/search-collection";
import { seasonalNow } from "../season/months";
import { chapterKey, SEASON_NOW, SEASON_OPTIONS } from "./filter-state";
import { sortFound } from "./sort";

/** The fields the filter rules read. */
export interface FilterableRecipe {
  name: string;
  chapter: string;
  proteinType: string;
  preparationMethod: string;
  ingredients: readonly string[];
  /** Minutes of work, which the time filter and order read. */
  prepTime: number;
  airfryerTemp: number | null;
  airfryerTime: number | null;
  /** Optional: a list cached before diet labels existed has none. */
  diets?: readonly string[];
  /** The months its main produce is in season; absent or null for all year. */
  season?: readonly number[] | null;
}

/** What the filter rules compare of one recipe, worked out once per list rather than per keystroke. */
interface FacetKeys {
  chapter: string;
  proteinGroup: string;
  /**
   * The methods whose filter finds the recipe: its own, and Airfryer when it carries both airfryer
   * settings as an alternative.
   */
  methods: readonly string[];
  diets: readonly string[];
}

export interface Indexed<R> {
  recipe: R;
  keys: FacetKeys;
  index: SearchIndex;
}

/**
 * The diets a search finds a recipe by ('vegetarisch', 'glutenvrij'): the one-word ones. 'Zonder
 * toegevoegde suiker' stays out, or a search for 'suiker' would find the recipes without it.
 */
function searchLabels(diets: readonly string[] = []): string[] {
  return diets.filter((diet) => !diet.includes("-"));
}

/**
 * Normalises each recipe's searchable text once, on the first search that needs it: a visitor
 * who never types pays nothing, one who does pays once, not per keystroke.
 */
export function indexRecipes<R extends FilterableRecipe>(recipes: readonly R[]): Indexed<R>[] {
  return recipes.map((recipe) => {
    let index: SearchIndex | undefined;
    const alsoAirfryer = recipe.preparationMethod !== AIRFRYER && hasAirfryerSettings(recipe);
    return {
      recipe,
      keys: {
        chapter: chapterKey(recipe.chapter),
        proteinGroup: proteinGroup(recipe.proteinType),
        methods: alsoAirfryer ? [recipe.preparationMethod, AIRFRYER] : [recipe.preparationMethod],
        diets: recipe.diets ?? [],
      },
      get index() {
        return (index ??= buildSearchIndex(recipe.name, recipe.ingredients, searchLabels(recipe.diets)));
      },
    };
  });
}

const indexes = new WeakMap<readonly FilterableRecipe[], readonly Indexed<FilterableRecipe>[]>();

/**
 * A list's index, built once however many searches and filters read it: the server keeps one list
 * per content version and a page one per read, and indexing it anew for each search normalised
 * every recipe's words again (a quarter of the server's main thread under a flood of searches).
 */
export function indexedOnce<R extends FilterableRecipe>(recipes: readonly R[]): readonly Indexed<R>[] {
  let indexed = indexes.get(recipes) as readonly Indexed<R>[] | undefined;
  if (!indexed) indexes.set(recipes, (indexed = indexRecipes(recipes)));
  return indexed;
}

/** Any-of within the list; an empty list matches everything. */
function anyOf(selected: readonly string[], value: string): boolean {
  return selected.length === 0 || selected.includes(value);
}

type Facet = "chapter" | "chapters" | "proteinTypes" | "preparationMethods" | "diets" | "maxTimes" | "season";

/** 'Nu in het seizoen': a recipe with a season, in it this month; off, every recipe. */
function seasonMatches(state: FilterState, season: FilterableRecipe["season"]): boolean {
  return !state.season?.includes(SEASON_NOW) || seasonalNow(season, state.month ?? 0);
}

/** Within any of the chosen limits (so within the largest); none chosen matches everything. */
function withinTime(limits: readonly TimeLimit[] = [], prepTime: number): boolean {
  return limits.length === 0 || limits.some((limit) => prepTime <= Number(limit));
}

/** Any of the selected values among the recipe's; an empty selection matches everything. */
function anyOfMany(selected: readonly string[], values: readonly string[]): boolean {
  return selected.length === 0 || values.some((value) => selected.includes(value));
}

/**
 * All rules but the one named, so a facet's counts show what choosing it would give. The search
 * is the costly rule, so its answer comes in once per recipe rather than once per facet.
 */
function matchesExcept(
  { recipe, keys }: Indexed<FilterableRecipe>,
  state: FilterState,
  activeChapter: string,
  skip?: Facet,
) {
  return (
    (skip === "chapter" || activeChapter === ALL_CHAPTERS || keys.chapter === activeChapter) &&
    (skip === "chapters" || anyOf(state.chapters, recipe.chapter)) &&
    (skip === "proteinTypes" || anyOf(state.proteinTypes, keys.proteinGroup)) &&
    (skip === "preparationMethods" || anyOfMany(state.preparationMethods, keys.methods)) &&
    (skip === "diets" || anyOfMany(state.diets, keys.diets)) &&
    (skip === "maxTimes" || withinTime(state.maxTimes, recipe.prepTime)) &&
    (skip === "season" || seasonMatches(state, recipe.season))
  );
}

export function filterRecipes<R extends FilterableRecipe>(
  items: readonly Indexed<R>[],
  state: FilterState,
): R[] {
  const queryWords = parseQuery(state.search);
  const found = searchMask(items, queryWords);
  const activeChapter = chapterKey(state.activeChapter);
  const result: Indexed<R>[] = [];
  items.forEach((item, i) => {
    if ((!found || found[i] === 1) && matchesExcept(item, state, activeChapter)) result.push(item);
  });
  return sortFound(result, state.sort, queryWords).map((item) => item.recipe);
}

export interface FacetCounts {
  /** Keyed by 'alle' and each lowercased chapter name. */
  chapters: Record<string, number>;
  /** Keyed by the filter's options; finer types count under their group. */
  proteinTypes: Record<ProteinGroup, number>;
  preparationMethods: Record<PreparationMethod, number>;
  diets: Record<Diet, number>;
  /** Keyed by TIME_LIMITS: the recipes within each limit. */
  maxTimes: Record<TimeLimit, number>;
  /** The recipes in season this month ('nu'). */
  season: Record<(typeof SEASON_OPTIONS)[number], number>;
}

function zeroes<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
}

/**
 * Counts per chapter button, protein type, method, diet and time limit, each under the other
 * active rules (search included), so a count says what a click would show.
 */
export function countFacets(items: readonly Indexed<FilterableRecipe>[], state: FilterState): FacetCounts {
  const mask = searchMask(items, parseQuery(state.search));
  const activeChapter = chapterKey(state.activeChapter);
  const chapters: Record<string, number> = { [ALL_CHAPTERS]: 0, ...zeroes(CHAPTERS.map(chapterKey)) };
  const proteinTypes = zeroes(FILTER_PROTEIN_TYPES);
  const preparationMethods = zeroes(PREPARATION_METHODS);
  const diets = zeroes(DIETS);
  const maxTimes = zeroes(TIME_LIMITS);
  const season = zeroes(SEASON_OPTIONS);
  items.forEach((item, i) => {
    if (mask && mask[i] !== 1) return;
    const { keys } = item;
    if (matchesExcept(item, state, activeChapter, "chapter")) {
      chapters[ALL_CHAPTERS] = (chapters[ALL_CHAPTERS] ?? 0) + 1;
      chapters[keys.chapter] = (chapters[keys.chapter] ?? 0) + 1;
    }
    if (keys.proteinGroup in proteinTypes && matchesExcept(item, state, activeChapter, "proteinTypes")) {
      proteinTypes[keys.proteinGroup as ProteinGroup] += 1;
    }
    if (matchesExcept(item, state, activeChapter, "preparationMethods")) {
      for (const method of keys.methods) {
        if (method in preparationMethods) preparationMethods[method as PreparationMethod] += 1;
      }
    }
    if (matchesExcept(item, state, activeChapter, "diets")) {
      for (const diet of keys.diets) if (diet in diets) diets[diet as Diet] += 1;
    }
    if (matchesExcept(item, state, activeChapter, "maxTimes")) {
      for (const limit of TIME_LIMITS) if (item.recipe.prepTime <= Number(limit)) maxTimes[limit] += 1;
    }
    if (
      seasonalNow(item.recipe.season, state.month ?? 0) &&
      matchesExcept(item, state, activeChapter, "season")
    ) {
      season.nu += 1;
    }
  });
  return { chapters, proteinTypes, preparationMethods, diets, maxTimes, season };
}

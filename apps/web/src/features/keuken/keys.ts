// Its own small module: the overview asks whether the device keeps a list or a cook log without
// loading the stores or the rules.
export const MY_LIST_KEY = "receptenboek:mijn-lijst";
export const COOK_LOG_KEY = "receptenboek:gekookt";
export const PLAN_PREFS_KEY = "receptenboek:weekmenu:keuken";

export type MineKind = "lijst" | "gemaakt" | "favorieten";
export type MineIds = Record<MineKind, string[]>;

function storedAny(...keys: string[]): boolean {
  try {
    return keys.some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

/** Whether this device keeps anything the overview's kitchen facets show. */
export const hasKitchenFacets = (): boolean => storedAny(MY_LIST_KEY, COOK_LOG_KEY);

/**
 * Whether this device keeps anything that changes how a week is planned: the reader's own list
 * (planned within by default) or the planner's kitchen choices ('Gebruik wat ik in huis heb').
 */
export const hasKitchenPlan = (): boolean => storedAny(MY_LIST_KEY, PLAN_PREFS_KEY);

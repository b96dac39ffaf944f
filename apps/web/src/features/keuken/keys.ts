// Its own small module: the overview asks whether the device keeps a list or a cook log without
// loading the stores or the rules.
export const MY_LIST_KEY = "receptenboek:mijn-lijst";
export const COOK_LOG_KEY = "receptenboek:gekookt";
export const STAPLES_KEY = "receptenboek:altijd-in-huis";
export const AT_HOME_KEY = "receptenboek:in-huis";
/** The week menu's week (weekmenu/store), named here for the Mijn keuken page's first paint. */
export const WEEK_KEY = "receptenboek:weekmenu:v1";

export type MineKind = "lijst" | "gemaakt" | "favorieten";
export type MineIds = Record<MineKind, string[]>;

/** Whether this device keeps anything the overview's kitchen facets show. */
export function hasKitchenFacets(): boolean {
  try {
    return localStorage.getItem(MY_LIST_KEY) !== null || localStorage.getItem(COOK_LOG_KEY) !== null;
  } catch {
    return false;
  }
}

// Its own small module: the overview asks whether the device keeps a list or a cook log without
// loading the stores or the rules.
import { keeps } from "~/lib/hydrated";

export const MY_LIST_KEY = "receptenboek:mijn-lijst";
export const COOK_LOG_KEY = "receptenboek:gekookt";
export const PLAN_PREFS_KEY = "receptenboek:weekmenu:keuken";
export const STAPLES_KEY = "receptenboek:altijd-in-huis";
export const AT_HOME_KEY = "receptenboek:in-huis";
/** The week menu's week (weekmenu/store), named here for the Mijn keuken page's first paint. */
export const WEEK_KEY = "receptenboek:weekmenu:v1";

export type MineKind = "lijst" | "gemaakt" | "favorieten";
export type MineIds = Record<MineKind, string[]>;

/** Whether this device keeps anything the overview's kitchen facets show. */
export const hasKitchenFacets = (): boolean => keeps([MY_LIST_KEY, COOK_LOG_KEY]);

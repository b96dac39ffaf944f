// The overview's device facets, worked out from the reader's list and cook log: loaded once the
// collection is here, so the overview's first load does not carry the fit check or food table.
import type { MyList } from "@repo/domain/keuken";
import { checkFit } from "@repo/domain/keuken";

import type { CookLog } from "./cook-log-store";
import type { MineIds } from "./keys";
import { lastMade } from "./cook-log-store";

type Listed = { id: string; ingredients: readonly string[] };

/** Per facet, the recipe ids it shows in its order: the fitting ones, last made first, best scored first. */
export function mineIds(list: readonly Listed[], myList: MyList, log: CookLog): MineIds {
  const known = new Set(list.map((r) => r.id));
  const cooked = Object.entries(log).filter(([id, e]) => known.has(id) && e.dates.length > 0);
  const byLast = [...cooked].sort(([, a], [, b]) => lastMade(b).localeCompare(lastMade(a)));
  return {
    lijst: list.filter((r) => checkFit(r.ingredients, myList).fits).map((r) => r.id),
    gemaakt: byLast.map(([id]) => id),
    // A favourite: scored 4 or 5, the best first, then the most made.
    favorieten: cooked
      .filter(([, e]) => (e.score ?? 0) >= 4)
      .sort(([, a], [, b]) => (b.score ?? 0) - (a.score ?? 0) || b.dates.length - a.dates.length)
      .map(([id]) => id),
  };
}

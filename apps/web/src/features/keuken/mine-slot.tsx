import { useEffect } from "react";

import type { MineIds, MineKind } from "./keys";
import { lazyModule } from "~/components/lazy-module";
import { useHydrated } from "~/lib/hydrated";
import { hasKitchenFacets } from "./keys";

export type { MineIds, MineKind };

/** The facets' buttons and rules, loaded only on a device that keeps a list or a cook log. */
const facets = lazyModule(() => import("./mine-facets"));

/** The overview's 'Past bij mijn lijst', 'Laatst gemaakt' and 'Mijn favorieten' beside 'Bewaard'. */
export function MineSlot(props: {
  active: MineKind | undefined;
  onToggle: (kind: MineKind) => void;
  onIds: (ids: MineIds | undefined) => void;
}) {
  const wanted = useHydrated() && (props.active !== undefined || hasKitchenFacets());
  useEffect(() => {
    if (wanted) void facets.start().catch(() => undefined);
  }, [wanted]);
  const module = facets.useModule();
  return wanted && module ? <module.MineFacets {...props} /> : null;
}

import { useEffect, useMemo } from "react";

import { nlKeukenOverview } from "@repo/strings";

import type { MineIds, MineKind } from "./keys";
import { lazyModule } from "~/components/lazy-module";
import { chapterButtonClass, Count } from "~/features/overview/overview-view";
import { useRead, useReads } from "~/lib/reads";
import { cookLog } from "./cook-log-store";
import { myList } from "./my-list-store";

const MINE_KINDS: readonly MineKind[] = ["lijst", "gemaakt", "favorieten"];

const rules = lazyModule(() => import("./overview-mine"));

/**
 * The overview's 'Past bij mijn lijst', 'Laatst gemaakt' and 'Mijn favorieten': each facet's ids
 * once the collection and its rules are here (undefined before), and which facets this device has
 * anything for.
 */
function useMine() {
  // Never read here: the overview reads the collection when it needs it.
  const list = useRead(useReads().of("recipes.summaries"), { enabled: false }).data;
  const own = myList.use();
  const log = cookLog.use();
  const hasList = own.notOnList.length > 0 || own.phase === 2;
  const hasLog = Object.keys(log).length > 0;
  const wanted = hasList || hasLog;
  useEffect(() => {
    if (wanted && list) void rules.start().catch(() => undefined);
  }, [wanted, list]);
  const module = rules.useModule();
  const ids = useMemo(
    () => (module && list ? module.mineIds(list, own, log) : undefined),
    [module, list, own, log],
  );
  const shown = MINE_KINDS.filter((kind) => (kind === "lijst" ? hasList : hasLog));
  return { ids, shown };
}

/** The device facets beside the chapters and 'Bewaard'; their ids go up to the overview. */
export function MineFacets(props: {
  active: MineKind | undefined;
  onToggle: (kind: MineKind) => void;
  onIds: (ids: MineIds | undefined) => void;
}) {
  const { ids, shown } = useMine();
  const { onIds } = props;
  useEffect(() => onIds(ids), [ids, onIds]);
  return shown.map((kind) => {
    const active = props.active === kind;
    return (
      <button
        key={kind}
        id={`mijn-${kind}`}
        type="button"
        aria-pressed={active}
        onClick={() => props.onToggle(kind)}
        className={chapterButtonClass(active)}
      >
        {nlKeukenOverview.facets[kind]}
        <Count
          n={ids?.[kind].length ?? "–"}
          className={`min-w-[2ch] rounded-full px-1.5 text-center text-xs ${active ? "bg-primary-fg/20" : "bg-surface-2"}`}
        />
      </button>
    );
  });
}

import { useMemo } from "react";

import type { RecipeSummary } from "@repo/domain";
import { collectionWords } from "@repo/domain/keuken";

import { useHydrated } from "~/lib/hydrated";
import { useRead, useReads } from "~/lib/reads";

/** The whole collection (kept offline by the service worker) and its food words. */
export function useCollection() {
  const hydrated = useHydrated();
  const read = useRead(useReads().of("recipes.summaries"), { enabled: hydrated });
  const list: readonly RecipeSummary[] | undefined = read.data;
  const words = useMemo(() => (list ? collectionWords(list) : []), [list]);
  return { list, words, failed: read.isError, retry: () => void read.refetch().catch(() => undefined) };
}

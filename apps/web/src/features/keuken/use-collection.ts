import { useMemo } from "react";

import type { RecipeSummary } from "@repo/domain";
import type { collectionWords, foldWord, matchWords } from "@repo/domain/keuken";

import { useHydrated } from "~/lib/hydrated";
import { useRead, useReads } from "~/lib/reads";

/**
 * The kitchen's word rules, handed in by a page once they have loaded: the pages paint their
 * fields without them, and load them (and the collection) when the device keeps something or
 * the reader starts typing.
 */
export interface WordRules {
  collectionWords: typeof collectionWords;
  foldWord: typeof foldWord;
  matchWords: typeof matchWords;
}

/** The whole collection (kept offline by the service worker) and its food words, once `rules` are here. */
export function useCollection(rules: WordRules | null) {
  const hydrated = useHydrated();
  const read = useRead(useReads().of("recipes.summaries"), { enabled: hydrated && rules !== null });
  const list: readonly RecipeSummary[] | undefined = read.data;
  const words = useMemo(() => (list && rules ? rules.collectionWords(list) : []), [list, rules]);
  return { list, words, failed: read.isError, retry: () => void read.refetch().catch(() => undefined) };
}

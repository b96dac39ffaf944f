// The overview's search and filter rules, loaded together with the whole list: the first page
// the server painted needs neither.
import { prepareSearch } from "@repo/domain";

export { countFacets, filterRecipes, indexRecipes, suggestRecipes } from "@repo/domain";

/**
 * Reads the collection's words a few milliseconds at a time, each slice a task of its own, so
 * the page answers every tap and letter in between; returns a cancel.
 */
export function prepareSearchInSlices(items: Parameters<typeof prepareSearch>[0], sliceMs = 5): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slice = () => {
    const end = performance.now() + sliceMs;
    if (!prepareSearch(items, () => performance.now() < end)) timer = setTimeout(slice, 0);
  };
  timer = setTimeout(slice, 0);
  return () => clearTimeout(timer);
}

// The route's own part of portions: it runs when the route is matched, before its page code has
// loaded, so it stays apart from the quantity scaling in portions.ts.
import { parsePeople } from "@repo/domain";

export { MAX_PEOPLE } from "@repo/domain";

/** The number of people in the URL (?porties=4), so a scaled recipe can be shared. */
export interface PortionsSearch {
  porties?: number;
}

/**
 * Checked by hand, like the overview's search: visitor pages carry no validator library. The key
 * is always set, so a bad value replaces the raw one the root route keeps instead of showing through.
 */
export function parsePortionsSearch(raw: Record<string, unknown>): PortionsSearch {
  return { porties: parsePeople(raw.porties) };
}

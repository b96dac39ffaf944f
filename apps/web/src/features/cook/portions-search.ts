// The route's own part of portions: it runs when the route is matched, before its page code has
// loaded, so it stays apart from the quantity scaling in portions.ts.
export const MIN_PEOPLE = 1;
export const MAX_PEOPLE = 50;

/** The number of people in the URL (?porties=4), so a scaled recipe can be shared. */
export interface PortionsSearch {
  porties?: number;
}

// Checked by hand, like the overview's search: visitor pages carry no validator library.
export function parsePortionsSearch(raw: Record<string, unknown>): PortionsSearch {
  const value = typeof raw.porties === "string" ? Number(raw.porties) : raw.porties;
  return typeof value === "number" && Number.isInteger(value) && value >= MIN_PEOPLE && value <= MAX_PEOPLE
    ? { porties: value }
    : {};
}

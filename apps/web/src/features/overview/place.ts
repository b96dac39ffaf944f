// The overview's place (its search, how many cards it showed, how far it was scrolled), kept for
// this tab as the visitor leaves it: the recipe page's back link returns to it as the browser's
// back button does. Only the overview's page and the recipe page's back link load this.
import type { ParsedLocation } from "@tanstack/react-router";
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";

import type { OverviewSearch } from "./search-params";
import { sameOverviewSearch } from "./search-url";

export interface OverviewPlace {
  search: OverviewSearch;
  /** How many cards were shown ('Meer recepten' pressed, or scrolled into). */
  limit: number;
  scrollY: number;
  /** The overview's entry in this tab's history (the router numbers them). */
  entry: number | null;
}

const KEY = "overzicht-plek";

/**
 * Where the current page stands in this tab's history, as the router numbers its entries (its
 * history's state, typed by the router, so a renamed key is a type error).
 */
const historyEntry = (): number | null =>
  (window.history.state as Partial<ParsedLocation["state"]> | null)?.__TSR_index ?? null;

function read(): OverviewPlace | null {
  try {
    const kept = sessionStorage.getItem(KEY);
    const place = kept ? (JSON.parse(kept) as Partial<OverviewPlace> | null) : null;
    // The search is checked as any URL's is, where the link leads; the numbers here.
    const whole =
      typeof place?.search === "object" &&
      place.search !== null &&
      Number.isInteger(place.limit) &&
      Number.isFinite(place.scrollY) &&
      (place.entry === null || Number.isInteger(place.entry));
    return whole ? (place as OverviewPlace) : null;
  } catch {
    return null;
  }
}

/** The place as last read or kept; undefined until first asked for. */
let known: OverviewPlace | null | undefined;
const lastPlace = () => (known === undefined ? (known = read()) : known);
const listeners = new Set<() => void>();

function keep(place: OverviewPlace) {
  known = place;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(place));
  } catch {
    // Without storage the place lasts until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

/**
 * The overview's last place, for the back link: none while the app adopts the server's page,
 * which links to the plain overview. The overview keeps its place as it leaves, in the same
 * render that shows the recipe page, which then renders again with it.
 */
export function useLastPlace(): OverviewPlace | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lastPlace,
    () => null,
  );
}

/** As many cards as the overview showed when the visitor left this same search, else `fallback`. */
export function placeLimit(search: OverviewSearch, fallback: number): number {
  const place = lastPlace();
  return place && sameOverviewSearch(place.search, search) ? Math.max(place.limit, fallback) : fallback;
}

/**
 * Keeps the place while the overview is shown and stores it as the overview leaves: the scroll
 * is the last one seen before, not the one the next page's shorter height leaves behind.
 */
export function useKeepPlace(search: OverviewSearch, limit: number) {
  const latest = useRef({ search, limit });
  useEffect(() => {
    latest.current = { search, limit };
  }, [search, limit]);
  useLayoutEffect(() => {
    const entry = historyEntry();
    let scrollY = window.scrollY;
    const onScroll = () => {
      scrollY = window.scrollY;
    };
    addEventListener("scroll", onScroll, { passive: true });
    return () => {
      removeEventListener("scroll", onScroll);
      keep({ ...latest.current, scrollY, entry });
    };
  }, []);
}

/** The scroll the back link asked for, taken by the overview it leads to. */
let pendingScroll: number | null = null;

/**
 * The recipe page's back link: the browser's back when the entry before is the overview it
 * came from (the browser then restores everything itself); otherwise the link leads to the
 * remembered search, and the overview scrolls back to the place once its cards are there.
 * True when it went back itself.
 */
export function returnToPlace(place: OverviewPlace | null): boolean {
  const here = historyEntry();
  if (place?.entry != null && here !== null && place.entry === here - 1) {
    window.history.back();
    return true;
  }
  pendingScroll = place?.scrollY ?? null;
  return false;
}

/** Scrolls to the place the back link asked for, once `ready` (the cards are shown). */
export function useReturnedPlace(ready: boolean) {
  useEffect(() => {
    if (!ready || pendingScroll === null) return;
    window.scrollTo(0, pendingScroll);
    pendingScroll = null;
  }, [ready]);
}

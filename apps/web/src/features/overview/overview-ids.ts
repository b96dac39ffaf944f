// The overview's anchors, apart from its views: the skip link on every page points at them, and
// importing them must not pull the overview into every page's first download.

/** The overview's recipes section: the skip link's and the hero button's target. */
export const RECIPES_SECTION_ID = "recepten";

/** The heading over the cards: where 'Toon N recepten' in the filter drawer takes the visitor. */
export const RESULTS_TITLE_ID = "resultaten-titel";

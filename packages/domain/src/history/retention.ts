/**
 * How long a recipe's earlier versions are kept: a version goes only once it is both older than
 * `days` (counted from the save that replaced it) and not among the recipe's newest `versions`.
 */
export const HISTORY_RETENTION = { days: 90, versions: 50 } as const;

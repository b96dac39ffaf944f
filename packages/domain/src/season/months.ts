// Season months as numbers 1 (January) to 12: what the overview's facet and the planner compare,
// without the produce table.

/** The months a range covers, wrapping past December. */
export function monthsOf(range: readonly [number, number]): number[] {
  const [from, to] = range;
  const length = ((to - from + 12) % 12) + 1;
  return Array.from({ length }, (_, i) => ((from - 1 + i) % 12) + 1);
}

/** A season (null: all year) holds the month. */
export function inSeason(season: readonly number[] | null | undefined, month: number): boolean {
  return !season || season.includes(month);
}

/** A recipe to show as 'Nu in het seizoen': it has a season, and this is it. */
export function seasonalNow(season: readonly number[] | null | undefined, month: number): boolean {
  return !!season && season.includes(month);
}

/** The overview's season facet and the badge on a card in season. */
export const nlSeason = {
  legend: "Seizoen",
  now: "Nu in het seizoen",
  badge: "Seizoen",
  badgeLabel: "Nu in het seizoen",
} as const;

/**
 * The few words the overview shows of Mijn keuken, in a file of their own: the overview's first
 * load carries these alone, not all of Mijn keuken's texts.
 */
export const nlKeukenOverview = {
  wayIn: "Wat heb ik in huis?",
  /** The footer's link to what the device keeps. */
  keep: "Mijn keuken",
  facets: { lijst: "Past bij mijn lijst", gemaakt: "Laatst gemaakt", favorieten: "Mijn favorieten" },
} as const;

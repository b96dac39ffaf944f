// The home page: its hero and the recipe overview with its filters.

export const nlHero = {
  title: "Koken in balans",
  subtitle:
    "Meer dan 50 gezonde recepten met één eiwitbron per maaltijd, veel groente en geen toegevoegde suikers.",
  explore: "Ontdek recepten",
  search: "Zoek een recept",
  imageAlt: "Tafel met verse groenten, kruiden en een salade",
} as const;

export const nlOverview = {
  searchPlaceholder: "Zoek op receptnaam of ingrediënt...",
  searchLabel: "Zoek recepten",
  chaptersLabel: "Hoofdstukken",
  allChapters: "Alle recepten",
  filters: "Filters",
  filtersActive: "Filters (actief)",
  clearFilters: "Wis filters",
  proteinTypes: "Eiwittype",
  preparationMethods: "Bereidingswijze",
  time: "Tijd",
  timeNote: "Werktijd, zonder wachten in de oven of koelkast",
  timeLimit: (minutes: string) => `Tot ${minutes}\u00a0min`,
  dietNote: "Vegetarisch eten? Hier vind je alle recepten zonder vlees en vis.",
  /** Beside a protein option that is easily taken for a diet. */
  proteinHint: (type: string): string | undefined =>
    type === "Vegetarisch" ? "Recepten zonder eigen eiwitbron, zoals sauzen" : undefined,
  sortLabel: "Sorteer op",
  sortOrders: { relevantie: "Relevantie", tijd: "Snelste eerst", nieuw: "Nieuwste eerst" },
  closeFilters: "Filters sluiten",
  showResults: (n: number) => `Toon ${n} ${n === 1 ? "recept" : "recepten"}`,
  resultsTitle: "Recepten",
  loading: "Laden...",
  count: (n: number) => `${n} ${n === 1 ? "recept" : "recepten"}`,
  showMore: (n: number) => `Meer recepten tonen (nog ${n})`,
  emptyTitle: "Geen recepten gevonden",
  emptyText: "Probeer een andere zoekopdracht of filter",
  showAll: "Toon alle recepten",
  suggestions: "Bedoelde je misschien:",
  minutes: (n: number) => `${n}\u00a0min`,
  /** The spec's card text, word for word; the card keeps it on one line. */
  calories: (n: number) => `±${n} kcal`,
  edit: "Bewerken",
  editRecipe: (name: string) => `${name} bewerken`,
} as const;

// What a page says when something is missing or went wrong, and the toasts after an action.

export const nlNotFound = {
  title: "Page Not Found",
  text: "Deze pagina bestaat niet.",
  back: "Terug naar overzicht",
} as const;

export const nlErrors = {
  title: "Er ging iets mis",
  retry: "Opnieuw proberen",
  // What a person reads; the English messages below stay the errors' technical messages.
  shown: {
    fetchRecipes:
      "De recepten konden niet worden geladen. Controleer je internetverbinding en probeer het opnieuw.",
    fetchRecipe:
      "Dit recept kon niet worden geladen. Controleer je internetverbinding en probeer het opnieuw.",
  },
  fetchRecipes: "Failed to fetch recipes",
  fetchRecipe: "Failed to fetch recipe",
} as const;

export const nlToasts = {
  close: "Sluiten",
  /** The toast region's name ({hotkey} becomes F8), on the list of toasts itself. */
  region: "Meldingen ({hotkey})",
  /** Read out before each toast's own text. */
  announce: "Melding",
} as const;

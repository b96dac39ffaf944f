// What the CMS says after an action: toasts, errors, and that it needs a connection.

export const adminToasts = {
  errorTitle: "Fout",
  createFailed: "Het recept kon niet worden toegevoegd.",
  updateFailed: "Het recept kon niet worden bijgewerkt.",
  deleteFailed: "Het recept kon niet worden verwijderd.",
  settingsFailed: "De instellingen konden niet worden opgeslagen.",
  validationTitle: "Validatiefout",
  validationText: "Controleer of alle velden correct zijn ingevuld.",
  createdTitle: "Recept toegevoegd",
  created: (name: string) => `${name} is succesvol toegevoegd.`,
  updatedTitle: "Recept bijgewerkt",
  updated: (name: string) => `${name} is succesvol bijgewerkt.`,
  deletedTitle: "Recept verwijderd",
  deleted: "Het recept is succesvol verwijderd.",
  settingsSavedTitle: "Instellingen opgeslagen",
  settingsSaved: "De hero afbeelding is succesvol bijgewerkt.",
  passwordChangedTitle: "Wachtwoord gewijzigd",
  passwordChanged: "Je nieuwe wachtwoord is opgeslagen. Andere sessies zijn beëindigd.",
  passwordFailed: "Het wachtwoord kon niet worden gewijzigd.",
  uploadedTitle: "Afbeelding geüpload",
  uploaded: "De afbeelding is succesvol geüpload.",
} as const;

export const adminErrors = {
  shown: {
    checkAuth: "We konden niet controleren of je bent ingelogd. Probeer het opnieuw.",
    fetchSettings: "De instellingen konden niet worden geladen. Probeer het opnieuw.",
  },
  createRecipe: "Failed to create recipe",
  updateRecipe: "Failed to update recipe",
  deleteRecipe: "Failed to delete recipe",
  login: "Failed to login",
  logout: "Failed to logout",
  checkAuth: "Failed to check auth",
  fetchSettings: "Failed to fetch settings",
  updateSettings: "Failed to update settings",
  uploadUrl: "Failed to get upload URL",
} as const;

export const adminOffline = {
  cms: "Het CMS heeft een internetverbinding nodig. Probeer het opnieuw zodra je weer online bent.",
} as const;

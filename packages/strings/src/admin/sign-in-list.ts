// The CMS login and its recipe list.

export const adminAuth = {
  password: "Wachtwoord",
  login: "Inloggen",
  loggingIn: "Bezig met inloggen...",
  loginFailedTitle: "Inloggen mislukt",
  loginFailedText: "Het wachtwoord is onjuist. Probeer het opnieuw.",
  tooManyAttempts: "Te veel pogingen. Probeer het over een paar minuten opnieuw.",
  logout: "Uitloggen",
} as const;

export const adminCms = {
  newRecipe: "Nieuw recept",
  settings: "Instellingen",
  searchPlaceholder: "Zoek recepten op naam of categorie...",
  edit: "Bewerken",
  editLabel: (name: string) => `${name} bewerken`,
  delete: "Verwijderen",
  deleteLabel: (name: string) => `${name} verwijderen`,
  minutes: (n: number) => `${n} min`,
  calories: (n: number) => `${n} kcal`,
  found: (n: number) => `${n} ${n === 1 ? "recept" : "recepten"} gevonden`,
  emptySearch: "Geen recepten gevonden met deze zoekopdracht.",
  emptyAll: "Nog geen recepten toegevoegd.",
  deleteTitle: "Recept verwijderen?",
  deleteText:
    "Weet je zeker dat je dit recept wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.",
  cancel: "Annuleren",
  confirmDelete: "Verwijderen",
  deleting: "Bezig met verwijderen...",
  searchLabel: "Zoek recepten",
  recipesLabel: "Recepten",
  noPhoto: "Geen foto",
  onlyWithoutPhoto: "Alleen zonder foto",
  emptyNoPhoto: "Alle recepten hebben een foto.",
} as const;

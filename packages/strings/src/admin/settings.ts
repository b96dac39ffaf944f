// The CMS settings page and the password change.

export const adminSettings = {
  back: "Terug naar CMS",
  heroTitle: "Hero-afbeelding",
  current: "Huidige afbeelding",
  /** The spec's words for "no hero image of your own". */
  noHero: "Geen afbeelding ingesteld",
  defaultHeroHint: "De homepage toont de meegeleverde afbeelding zolang je geen eigen afbeelding instelt.",
  newUrl: "URL van de nieuwe hero-afbeelding",
  newUrlPlaceholder: "https://...",
  save: "Opslaan",
  saving: "Bezig met opslaan...",
  upload: "Upload",
  preview: "Voorbeeld van de hero-afbeelding",
} as const;

export const adminPassword = {
  title: "Wachtwoord wijzigen",
  intro: "Na het wijzigen blijf je hier ingelogd; op andere apparaten word je uitgelogd.",
  current: "Huidig wachtwoord",
  new: "Nieuw wachtwoord",
  repeat: "Herhaal het nieuwe wachtwoord",
  save: "Wachtwoord wijzigen",
  saving: "Bezig met wijzigen...",
  strengthLabel: "Sterkte",
  strength: {
    tooShort: "Te kort: gebruik minstens 12 tekens.",
    weak: "Zwak: maak het langer of gebruik meer verschillende tekens.",
    fair: "Redelijk: nog wat langer maakt het sterker.",
    strong: "Sterk.",
  },
  errors: {
    currentRequired: "Vul je huidige wachtwoord in.",
    tooShort: "Het nieuwe wachtwoord moet minstens 12 tekens lang zijn.",
    tooLong: "Het nieuwe wachtwoord mag hoogstens 1024 tekens lang zijn.",
    control: "Het nieuwe wachtwoord mag geen tabs, regeleinden of andere onzichtbare tekens bevatten.",
    blank: "Het nieuwe wachtwoord mag niet alleen uit spaties of onzichtbare tekens bestaan.",
    same: "Het nieuwe wachtwoord moet anders zijn dan het huidige.",
    mismatch: "De twee nieuwe wachtwoorden zijn niet gelijk.",
    wrongCurrent: "Het huidige wachtwoord klopt niet.",
  },
} as const;

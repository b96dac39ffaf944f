// The recipe page and the labels it shares with the cards.

export const nlRecipe = {
  back: "Terug naar overzicht",
  print: "Afdrukken",
  edit: "Bewerken",
  prepTime: (n: number) => `${n}\u00a0minuten`,
  prepTimeLabel: "Bereidingstijd",
  /** Per portion on the page; the card says it shorter, in the spec's words. */
  calories: (n: number) => `±${n}\u00a0kcal per portie`,
  caloriesLabel: "Calorieën",
  servings: (n: number) => (n === 1 ? "1 portie" : `${n} porties`),
  servingsLabel: "Porties",
  chapterLabel: "Hoofdstuk",
  proteinLabel: "Eiwittype",
  methodLabel: "Bereidingswijze",
  ingredients: "Ingrediënten",
  instructions: "Bereiding",
  airfryerTitle: "Airfryer-instellingen",
  airfryerAlternative: "Ook in de airfryer",
  airfryerDevice: "Philips 5000 Series Dual Basket NA552/00",
  // A non-breaking space: an amount and its unit never split across lines.
  airfryerTemp: (n: number) => `${n}\u00a0°C`,
  airfryerTime: (n: number) => `${n}\u00a0minuten`,
  airfryerTempLabel: "Temperatuur",
  airfryerTimeLabel: "Tijd",
  notFound: "Recept niet gevonden",
  notFoundText: "Dit recept bestaat niet (meer). Misschien is het verwijderd.",
  printAddress: "Dit recept online:",
  qrLabel: "QR-code naar dit recept",
  related: (chapter: string) => `Meer uit ${chapter}`,
  waitTimeLabel: "Wachttijd",
  tools: "Benodigdheden",
  tips: "Tips",
  storage: "Bewaren en invriezen",
} as const;

export const nlLabels = {
  dietsLabel: "Dieet",
  contains: (list: string) => `Bevat: ${list}`,
} as const;

/** The week menu by the eating style's rules: time, reminders, sides, fruit, the menu per meal and the booklet. */
export const nlWeekStyle = {
  rules: {
    spread: "Deze eiwitgroep staat al op drie andere dagen",
    protein: "Weinig eiwit voor een hele maaltijd",
    season: "Niet in het seizoen",
  },
  active: (minutes: number) => `${minutes} min`,
  /** A wait of hours that runs through the night: the dish stands in the fridge. */
  waitFridge: (duration: string) => `+ ${duration} in de koelkast`,
  wait: (duration: string) => `+ ${duration} wachten`,
  hours: (hours: number, minutes: number) =>
    minutes === 0 ? `${hours} uur` : hours === 0 ? `${minutes} min` : `${hours} uur ${minutes} min`,
  tonight: (name: string) => `Vanavond: ${name} klaarzetten voor morgen`,
  beforeWeek: (name: string) => `De avond ervoor: ${name} klaarzetten`,
  sides: {
    ei: "met een gekookt ei",
    kwark: "met een schaaltje kwark",
    edamame: "met een schaaltje edamame",
    noten: "met een handje noten",
  },
  fruitSuggest: (fruit: string) => `Fruit bij of na een maaltijd: ${fruit}`,
  fruitInMeal: "Fruit zit in een maaltijd van vandaag",
  rhythm: "5 uur tussen de maaltijden",
  mealMenu: (meal: string, day: string) => `${meal} van ${day} aanpassen`,
  menuButton: "Aanpassen",
  pickOther: "Ander recept kiezen…",
  unlock: "Losmaken",
  moveTo: "Verplaatsen naar",
  replanned: "Je week is opnieuw gepland",
  replannedHow: "De vastgezette maaltijden bleven staan.",
  undo: "Ongedaan maken",
  share: "Deel deze week",
  more: "Met deze week",
  booklet: "Weekboekje afdrukken",
  bookletPeople: (n: number) => `Voor ${n} ${n === 1 ? "persoon" : "personen"}`,
  bookletIngredients: "Ingrediënten",
  bookletSteps: "Bereiding",
  bookletLoading: "Het weekboekje wordt gemaakt…",
  gaveWaySummary: (n: number) => `Niet alle regels pasten (${n})`,
} as const;

/** The overview's season facet and the badge on a card in season. */
export const nlSeason = {
  legend: "Seizoen",
  now: "Nu in het seizoen",
  badge: "Seizoen",
  badgeLabel: "Nu in het seizoen",
} as const;

// The week page and its settings: what the week is planned for and what it leaves out.

export const weekPage = {
  title: "Weekmenu",
  headTitle: "Weekmenu: drie maaltijden per dag, in balans",
  description:
    "Een weekmenu in de stijl van metabolic balance: ontbijt, lunch en diner voor zeven dagen, met één eiwitbron per maaltijd en geen eiwitgroep twee keer op een dag. Deel het, druk het af of zet het in je agenda.",
  intro:
    "Zeven dagen ontbijt, lunch en diner uit het receptenboek, gepland volgens de regels: één eiwitbron per maaltijd, geen eiwitgroep twee keer op een dag en weinig werk op doordeweekse dagen.",
  sampleTitle: "Voorbeeldweek",
  yourWeek: "Jouw week",
  make: "Maak mijn weekmenu",
  newWeek: "Nieuwe week",
  days: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
  months: ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
  meals: { breakfast: "Ontbijt", lunch: "Lunch", dinner: "Diner" },
  settings: "Instellingen",
  start: "Eerste dag",
  people: "Personen",
  weekdayMax: "Max. actieve tijd doordeweeks (min)",
  weekendMax: "Max. actieve tijd in het weekend (min)",
  exclusionsLabel: "Uitsluiten",
  exclusions: {
    vegetarisch: "Vegetarische week",
    geenVis: "Geen vis",
    geenVarkensvlees: "Geen varkensvlees",
    geenKip: "Geen kip",
    geenZuivel: "Geen zuivel",
    geenEi: "Geen ei",
    geenNoten: "Geen noten",
  },
} as const;

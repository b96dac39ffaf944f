/** What only the server and the page heads say: no visitor's first load carries it. */
export const nlServer = {
  homeDescription:
    "Meer dan 50 gezonde, gebalanceerde recepten in metabolic balance-stijl: één eiwitbron per maaltijd, veel groente en geen toegevoegde suikers. Zoek op receptnaam of ingrediënt en filter op hoofdstuk, eiwittype en bereidingswijze.",
  recipeDescription: (name: string, ingredients: string, more: boolean) =>
    `${name}. Ingrediënten: ${ingredients}${more ? "..." : ""}`,
  misdirected: {
    title: "Onbekend adres",
    text: "Deze website is niet bereikbaar via dit adres. Gebruik het adres van de website zelf.",
  },
  timeout: "Het verzoek duurde te lang. Probeer het opnieuw.",
  /** A flood of searches the server renders one by one: answered with 503 and Retry-After. */
  busy: "Er wordt nu heel veel tegelijk gezocht. Probeer het over een paar seconden opnieuw.",
  /** Why the server cannot save (or read) now: answered with 503 and Retry-After, shown by the CMS. */
  unavailable: {
    database: "De database is even niet bereikbaar. Probeer het over een paar seconden opnieuw.",
    full: "De schijf van de server is vol, dus er kan niets worden opgeslagen. Maak ruimte vrij en probeer het opnieuw.",
    readonly:
      "De server mag zijn gegevens nu niet schrijven (alleen-lezen), dus er kan niets worden opgeslagen. Probeer het later opnieuw.",
    store: "De opslag voor afbeeldingen is even niet bereikbaar. Probeer het over een paar seconden opnieuw.",
  },
  /** The installed app's name and description, in the web manifest. */
  appName: "Receptenboek",
  appShortName: "Recepten",
  appDescription: "Gezonde recepten in balans, ook in de keuken en offline.",
} as const;

/**
 * The Dutch texts of the visitors' pages and of the server's page rendering. Functions take the
 * variable parts. The CMS's texts are `nlAdmin` (admin.ts), the picture descriptions `nlArt`
 * (art.ts), cook mode's `nlCook` (cook.ts), the shopping list's `nlShopping` (shopping.ts) and
 * what only the server and the page heads say `nlServer` (server.ts): separate objects, since a
 * bundler keeps or drops an object whole, and every visit's first load carries this one.
 */

export const nl = {
  common: {
    loading: "Bezig met laden...",
    /** Read out after a required field's label, whose asterisk is for the eye. */
    required: "verplicht",
  },
  site: {
    name: "Receptenboek",
    /** A page's title in the browser's tab: 'Shakshuka | Receptenboek'. */
    pageTitle: (page: string) => `${page} | Receptenboek`,
    homeTitle: "Receptenboek: meer dan 50 gezonde recepten in balans",
    logoLabel: "Receptenboek, terug naar het overzicht",
    footerLabel: "Over deze site",
    footerText:
      "Gezonde, gebalanceerde recepten: één eiwitbron per maaltijd, veel groente en geen toegevoegde suikers.",
    footerHome: "Alle recepten",
    skipToContent: "Naar de inhoud",
  },
  header: {
    cmsButton: "CMS + Nieuw Recept",
    darkMode: "Donkere modus",
    darkModeOn: "Donkere modus aan",
    darkModeOff: "Donkere modus uit",
    weekmenu: "Weekmenu",
  },
  hero: {
    title: "Koken in balans",
    subtitle:
      "Meer dan 50 gezonde recepten met één eiwitbron per maaltijd, veel groente en geen toegevoegde suikers.",
    explore: "Ontdek recepten",
    search: "Zoek een recept",
    imageAlt: "Tafel met verse groenten, kruiden en een salade",
  },
  overview: {
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
  },
  recipe: {
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
  },
  /** A diet's key is its Dutch name: 'zonder-toegevoegde-suiker' -> 'Zonder toegevoegde suiker'. */
  diet: (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/-/g, " "),
  labels: {
    dietsLabel: "Dieet",
    contains: (list: string) => `Bevat: ${list}`,
  },
  icons: {
    egg: "Eiwitbron",
    protein: "Eiwitrijk",
    vegetable: "Groente",
    fruit: "Fruit",
    hot: "Warm",
    cold: "Koud",
    soup: "Soep",
    sauce: "Saus",
    balance: "Balans",
    unknown: "Overig",
  },
  /** Page titles; the page list every page loads names the CMS pages too. */
  pages: {
    login: "CMS Login",
    cms: "CMS Receptenbeheer",
    cmsNew: "Nieuw recept toevoegen",
    cmsEdit: "Recept bewerken",
    cmsSettings: "Instellingen",
    shopping: "Boodschappenlijst",
    cmsTrash: "Prullenbak",
    cmsImport: "Recept importeren",
    cmsSpeed: "Snelheid",
    // Page titles the routes declare; each page's own texts load with the page.
    atHome: "Wat heb ik in huis?",
    myList: "Mijn lijst",
    myKitchen: "Mijn keuken",
    samen: "Samen",
  },
  // The one control of 'Gekookt' a recipe page shows before the device keeps a cook log.
  kitchen: { madeIt: "Ik heb dit gemaakt" },
  notFound: {
    title: "Page Not Found",
    text: "Deze pagina bestaat niet.",
    back: "Terug naar overzicht",
  },
  errors: {
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
  },
  toasts: {
    close: "Sluiten",
    /** The toast region's name ({hotkey} becomes F8), on the list of toasts itself. */
    region: "Meldingen ({hotkey})",
    /** Read out before each toast's own text. */
    announce: "Melding",
  },
  portions: {
    label: "Aantal personen",
    people: (n: number) => `${n} ${n === 1 ? "persoon" : "personen"}`,
    fewer: "Minder personen",
    more: "Meer personen",
  },
  cook: {
    open: "Kookmodus",
    title: (name: string) => `Kookmodus: ${name}`,
  },
  saved: {
    chapter: "Bewaard",
    save: (name: string) => `${name} bewaren`,
    saveShort: "Bewaren",
    emptyTitle: "Nog geen bewaarde recepten",
    emptyText: "Tik op het hartje bij een recept om het op dit apparaat te bewaren.",
  },
  shopping: {
    add: "Op boodschappenlijst",
    addAll: "Alles op de lijst",
    link: "Boodschappen",
  },
  offline: {
    banner: "Je bent offline: je ziet de recepten die op dit apparaat bewaard zijn",
  },
} as const;

/**
 * The kitchen staples a recipe picture can show, each with the whole words that name it in an
 * ingredient line (Dutch plurals and diminutives included). Order matters: a line names at most
 * one staple, the first that matches, so 'lente-ui' is found before 'ui'.
 */
export const STAPLES = {
  lenteui: { group: "veg", words: /lente-ui|lente-uien|lente-uitjes?/ },
  tomaat: {
    group: "veg",
    words:
      /(?:cherry|tros|pruim|vlees|cocktail|kumato)?toma(?:at|ten|atjes|tjes)(?:blokjes|puree|passata)?|kumato(?:'s)?/,
  },
  komkommer: { group: "veg", words: /komkommers?/ },
  paprika: { group: "veg", words: /(?:punt|mini|snack)?paprika(?:'s|s)?/ },
  courgette: { group: "veg", words: /courgette(?:s|linten|slierten)?/ },
  broccoli: { group: "veg", words: /broccoli(?:roosjes)?/ },
  spinazie: { group: "veg", words: /(?:baby|blad)?spinazie/ },
  wortel: { group: "veg", words: /wortel(?:s|en|tjes?)?|worteltje/ },
  pastinaak: { group: "veg", words: /pastina(?:ak|ken)/ },
  ui: { group: "aromatic", words: /ui|uien|uitjes?|sjalot(?:ten|je|jes)?/ },
  prei: { group: "veg", words: /prei(?:en)?/ },
  venkel: { group: "veg", words: /venkel(?:knol|knollen)?/ },
  asperge: { group: "veg", words: /asperges?/ },
  boerenkool: { group: "veg", words: /boerenkool/ },
  spruitjes: { group: "veg", words: /spruitjes|spruiten/ },
  kool: { group: "veg", words: /(?:rode|witte|spits|savooie)kool/ },
  bloemkool: { group: "veg", words: /bloemkool(?:roosjes)?/ },
  champignon: { group: "veg", words: /(?:kastanje)?champignons?|shiitakes?|paddenstoelen/ },
  avocado: { group: "fruit", words: /avocado(?:'s)?/ },
  appel: { group: "fruit", words: /appels?/ },
  peer: { group: "fruit", words: /peer|peren/ },
  framboos: { group: "fruit", words: /framboos|frambozen/ },
  aardbei: { group: "fruit", words: /aardbei(?:en|tjes)?/ },
  blauwebes: { group: "fruit", words: /blauwebessen|bosbessen|bessen/ },
  kiwi: { group: "fruit", words: /kiwi(?:'s)?/ },
  citroen: { group: "aromatic", words: /citroen(?:en|sap|rasp|schil)?/ },
  limoen: { group: "aromatic", words: /limoen(?:en|sap|rasp)?/ },
  sinaasappel: { group: "fruit", words: /sinaasappel(?:s|sap)?/ },
  radijs: { group: "veg", words: /radijs(?:jes|en)?/ },
  rucola: { group: "veg", words: /rucola/ },
  sla: { group: "veg", words: /(?:veld|ijsberg|krop|romaine)?sla/ },
  sperziebonen: { group: "veg", words: /sperziebonen|sperzieboontjes/ },
  peultjes: { group: "veg", words: /peultjes|sugarsnaps?/ },
  erwten: { group: "veg", words: /(?:dop)?erwten|erwtjes/ },
  biet: { group: "veg", words: /(?:rode)?biet(?:en|jes)?/ },
  pompoen: { group: "veg", words: /(?:fles)?pompoen(?:en)?/ },
  aubergine: { group: "veg", words: /aubergines?/ },
  paksoi: { group: "veg", words: /paksoi/ },
  witlof: { group: "veg", words: /witlof/ },
  selderij: { group: "veg", words: /bleekselderij(?:stengels?)?/ },
  olijf: { group: "veg", words: /olijf|olijven/ },
  knoflook: { group: "aromatic", words: /knoflook(?:teen|teentje|teentjes|tenen)?/ },
  gember: { group: "aromatic", words: /gember/ },
  basilicum: { group: "herb", words: /basilicum(?:blaadjes)?/ },
  peterselie: { group: "herb", words: /peterselie/ },
  bieslook: { group: "herb", words: /bieslook/ },
  dille: { group: "herb", words: /dille/ },
  munt: { group: "herb", words: /munt(?:blaadjes)?/ },
  koriander: { group: "herb", words: /koriander/ },
  tijm: { group: "herb", words: /tijm(?:blaadjes)?/ },
  rozemarijn: { group: "herb", words: /rozemarijn/ },
  salie: { group: "herb", words: /salie(?:blaadjes)?/ },
} as const satisfies Record<string, { group: StapleGroup; words: RegExp }>;

export type StapleGroup = "veg" | "fruit" | "herb" | "aromatic";
export type StapleKey = keyof typeof STAPLES;
export const STAPLE_KEYS = Object.keys(STAPLES) as StapleKey[];

/** Lines about a dried, ground or boiled-down form name no fresh staple ('gedroogde tijm', 'groentebouillon'). */
export const NOT_FRESH = /gedroogde?|gemalen|poeder|bouillon|zaad|azijn/;

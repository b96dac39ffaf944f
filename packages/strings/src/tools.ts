import { toolsCollection } from "./tools/collection";
import { toolsImport } from "./tools/import";
import { toolsToasts, toolsTrash } from "./tools/trash";

/**
 * Texts of the administrator's tools: undo and the trash, importing a recipe, export and import,
 * and how fast the site is for real visits.
 */
export const nlTools = {
  trash: toolsTrash,
  toasts: toolsToasts,
  import: toolsImport,
  collection: toolsCollection,
  speed: {
    link: "Snelheid",
    back: "Terug naar CMS",
    intro:
      "Hoe snel het receptenboek is op de telefoons en computers van echte bezoekers: van een deel van de bezoeken meet de pagina dit zelf en stuurt alleen de getallen, zonder cookie of andere gegevens. Elk cijfer is het 75e percentiel: driekwart van de bezoeken was minstens zo snel. Per soort pagina telt elke bezoeker (herkend aan het internetadres, dat zelf niet wordt bewaard) één keer per dag mee, zodat één bezoeker de cijfers niet kan scheeftrekken; uw eigen bezoeken als beheerder tellen niet mee. Metingen blijven 90 dagen bewaard.",
    empty: "Er zijn nog geen metingen. Ze verschijnen zodra bezoekers de site gebruiken.",
    failed: "De metingen konden niet worden geladen.",
    failedTechnical: "Failed to fetch field vitals",
    window: (days: number) => `Afgelopen ${days} dagen`,
    visits: (n: number) => (n === 1 ? "1 bezoek" : `${n} bezoeken`),
    clients: (n: number) => (n === 1 ? "Van 1 bezoeker" : `Van ${n} verschillende bezoekers`),
    worstTitle: "Traagste pagina's (28 dagen)",
    worstBy: (metric: string) => `Op ${metric}`,
    ratings: { good: "goed", "needs-improvement": "verbetering nodig", poor: "slecht" },
    pages: {
      home: "Overzicht",
      recipe: "Recept",
      cook: "Kookmodus",
      weekmenu: "Weekmenu",
      list: "Boodschappenlijst",
    },
    devices: { phone: "telefoon", tablet: "tablet", desktop: "computer" },
    metrics: {
      LCP: "LCP: grootste inhoud zichtbaar",
      INP: "INP: reactie op tikken en typen",
      CLS: "CLS: verschuiven van de inhoud",
      FCP: "FCP: eerste inhoud zichtbaar",
      TTFB: "TTFB: eerste antwoord van de server",
    },
    thresholds: (good: string, poor: string) => `goed tot ${good}, slecht boven ${poor}`,
  },
} as const;

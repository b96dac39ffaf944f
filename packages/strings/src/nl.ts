import { nlErrors, nlNotFound, nlToasts } from "./nl/messages";
import { nlHero, nlOverview } from "./nl/overview";
import { nlLabels, nlRecipe } from "./nl/recipe";
import { nlCookLink, nlIcons, nlKitchen, nlPortions } from "./nl/recipe-controls";
import { nlCommon, nlHeader, nlPages, nlSite } from "./nl/site";

/**
 * The Dutch texts of the visitors' pages and of the server's page rendering. Functions take the
 * variable parts. The CMS's texts are `nlAdmin` (admin.ts), the picture descriptions `nlArt`
 * (art.ts), cook mode's `nlCook` (cook.ts), the shopping list's `nlShopping` (shopping.ts) and
 * what only the server and the page heads say `nlServer` (server.ts): separate objects, since a
 * bundler keeps or drops an object whole, and every visit's first load carries this one.
 */
export const nl = {
  common: nlCommon,
  site: nlSite,
  header: nlHeader,
  hero: nlHero,
  overview: nlOverview,
  recipe: nlRecipe,
  /** A diet's key is its Dutch name: 'zonder-toegevoegde-suiker' -> 'Zonder toegevoegde suiker'. */
  diet: (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/-/g, " "),
  labels: nlLabels,
  icons: nlIcons,
  pages: nlPages,
  kitchen: nlKitchen,
  notFound: nlNotFound,
  errors: nlErrors,
  toasts: nlToasts,
  portions: nlPortions,
  cook: nlCookLink,
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

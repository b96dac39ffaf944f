import { shoppingListPage } from "./shopping/list-page";

/**
 * The shopping list's texts: an object of its own, so they load with the list and the first
 * 'Op boodschappenlijst' tap, not with every page. The two texts every page shows are in `nl`.
 */
export const nlShopping = {
  title: "Boodschappenlijst",
  aisles: {
    groente: "Groente en fruit",
    vlees: "Vlees, vis en vega",
    zuivel: "Zuivel en eieren",
    brood: "Brood en granen",
    houdbaar: "Houdbaar (blik, pot, pasta, peulvruchten)",
    kruiden: "Kruiden en specerijen",
    olie: "Olie, azijn en sauzen",
    diepvries: "Diepvries",
    overig: "Overig",
  },
  ...shoppingListPage,
  added: "Op je boodschappenlijst",
  /** When the browser would not store the list: it holds only while the page is open. */
  notStored: "Let op: dit apparaat kon de lijst niet bewaren. Hij verdwijnt als je de pagina sluit.",
  addedText: (name: string, portions: string) => `${name} voor ${portions}.`,
  openList: "Bekijk lijst",
  allAdded: "Alles op je boodschappenlijst",
  allAddedText: (n: number) => (n === 1 ? "1 recept toegevoegd." : `${n} recepten toegevoegd.`),
  askTitle: "Staat al op je lijst",
  askText: (name: string, onList: string, portions: string) =>
    `${name} staat al op je boodschappenlijst voor ${onList}. Wil je er ${portions} bij zetten, of de porties vervangen?`,
  askAdd: (portions: string) => `${portions} erbij`,
  askReplace: "Vervangen",
  askCancel: "Annuleren",
  dismiss: "Oké",
  discarded: "Boodschappenlijst hersteld",
  discardedText: "De bewaarde lijst op dit apparaat was onleesbaar en is gewist. Begin gerust opnieuw.",
} as const;

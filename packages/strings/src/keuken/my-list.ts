import { nl } from "../nl";
import { keukenPhases } from "./phases";

// Mijn lijst: what the reader leaves out, by food group, word or phase, and how recipes fit it.
export const keukenMyList = {
  myListTitle: nl.pages.myList,
  myListIntro:
    "Je eigen voedingslijst, zoals je die van je eigen adviseur hebt gekregen. Markeer wat níet op jouw lijst staat: recepten laten dan zien of ze bij jouw lijst passen.",
  myListNotice:
    "Dit is jouw eigen lijst in de stijl van metabolic balance®, niet die van de site. Metabolic balance is een geregistreerd handelsmerk; deze site is er niet aan verbonden. Je lijst blijft alleen op dit apparaat en wordt nergens heen gestuurd.",
  groupsTitle: "Voedselgroepen",
  groupsNote: "Markeer een hele groep, bijvoorbeeld geen zuivel.",
  groups: {
    zuivel: "Zuivel",
    vlees: "Vlees",
    gevogelte: "Gevogelte",
    vis: "Vis",
    schaaldier: "Schaal- en schelpdieren",
    ei: "Ei",
    glutengraan: "Graan met gluten",
    noten: "Noten",
    soja: "Soja",
    suiker: "Suiker",
  } as Record<string, string>,
  notGroup: (group: string) => `Geen ${group.toLowerCase()}`,
  wordsTitle: "Losse ingrediënten",
  wordLabel: "Ingrediënt dat niet op je lijst staat",
  notOnListNone: "Alles staat op je lijst.",
  notOnListTitle: "Niet op mijn lijst",
  ...keukenPhases,
} as const;

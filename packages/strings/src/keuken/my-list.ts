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
  fits: "Past bij jouw lijst",
  notFits: (foods: readonly string[]) => `Niet op jouw lijst: ${foods.join(", ")}`,
  hasOil: "Met olie (fase 2: zonder olie)",
  toMyList: "Mijn lijst aanpassen",
  planFits: "Alleen recepten die bij mijn lijst passen",
  planAtHome: "Gebruik wat ik in huis heb",
  planListGaveWay: (n: number) =>
    `Mijn lijst gaf toe: ${n} ${n === 1 ? "maaltijd past" : "maaltijden passen"} niet bij je lijst, er waren te weinig passende recepten.`,
} as const;

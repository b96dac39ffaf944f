import { nlKeukenOverview } from "./keuken-overview";
import { nl } from "./nl";

/**
 * Mijn keuken's texts (what is at home, the reader's own list, what was cooked, what the device
 * keeps): an object of its own, loaded with the pages and parts that show them.
 */
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} en ${items[items.length - 1]}`;

export const nlKeuken = {
  ...nlKeukenOverview,
  myKitchen: "Mijn keuken",

  // Wat heb ik in huis?
  atHomeTitle: nl.pages.atHome,
  atHomeIntro: "Kies de ingrediënten die je hebt. Bovenaan staan de recepten waarvoor je alles in huis hebt.",
  pickLabel: "Ingrediënt toevoegen",
  pickPlaceholder: "Bijvoorbeeld tomaat, courgette, feta",
  pickAdd: "Toevoegen",
  picked: "Wat ik heb",
  pickedNone: "Nog niets gekozen.",
  remove: (item: string) => `${item} weghalen`,
  clearPicked: "Alles weghalen",
  suggestions: "Suggesties",
  allAtHome: "Alles in huis",
  missing: (items: readonly string[]) => `Je mist nog: ${items.join(", ")}`,
  missingToList: "Ontbrekende op lijst",
  missingToListFor: (recipe: string) => `Ontbrekende op lijst voor ${recipe}`,
  missingAdded: "Op je boodschappenlijst",
  missingAddedText: (items: readonly string[]) => `Toegevoegd: ${list(items)}.`,
  results: (n: number) => `${n} ${n === 1 ? "recept" : "recepten"}`,
  showMore: (n: number) => `Meer tonen (nog ${n})`,
  resultsFiltered: "Je filters van het overzicht tellen mee.",
  noResults: "Geen recepten die passen bij je filters.",
  loading: "Recepten laden...",
  failed: "De recepten konden niet worden geladen.",

  // Altijd in huis
  staplesTitle: "Altijd in huis",
  staplesIntro:
    "Wat je keuken altijd heeft. Dit telt als in huis, en op je boodschappenlijst staat het apart.",
  staplesSuggested: "Voorgesteld op basis van wat de recepten het vaakst nodig hebben. Pas het gerust aan.",
  stapleLabel: "Voeg iets toe dat je altijd in huis hebt",
  staplesNone: "Nog niets.",
  probablyHave: (n: number) => `Heb je waarschijnlijk al (${n})`,
  putBack: (item: string) => `Terugzetten: ${item}`,
  putBackShort: "Terugzetten",
  takeOff: (item: string) => `${item} weer weglaten`,

  // Mijn lijst
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
  phaseTitle: "Fase",
  phases: {
    1: "Fase 1: alleen mijn lijst",
    2: "Fase 2: zonder olie",
    3: "Fase 3: één vrije maaltijd per week",
    4: "Fase 4: 80/20",
  } as Record<number, string>,
  phaseNotes: {
    1: "Recepten passen als alles op je lijst staat.",
    2: "Recepten met olie in de ingrediënten passen niet.",
    3: "De weekplanner mag één maaltijd buiten je lijst plannen.",
    4: "De weekplanner mag een vijfde van de maaltijden buiten je lijst plannen.",
  } as Record<number, string>,
  fits: "Past bij jouw lijst",
  notFits: (foods: readonly string[]) => `Niet op jouw lijst: ${foods.join(", ")}`,
  hasOil: "Met olie (fase 2: zonder olie)",
  toMyList: "Mijn lijst aanpassen",
  planFits: "Alleen recepten die bij mijn lijst passen",
  planAtHome: "Gebruik wat ik in huis heb",
  planListGaveWay: (n: number) =>
    `Mijn lijst gaf toe: ${n} ${n === 1 ? "maaltijd past" : "maaltijden passen"} niet bij je lijst, er waren te weinig passende recepten.`,

  // Gekookt
  madeIt: nl.kitchen.madeIt,
  madeItAgain: "Vandaag weer gemaakt",
  madeSaved: "Genoteerd in je kookboek",
  cookLogTitle: "Gekookt",
  madeOn: (dates: readonly string[]) => `Gemaakt op ${list(dates)}`,
  scoreLabel: "Mijn cijfer",
  score: (n: number) => `${n} van 5`,
  noteLabel: "Eigen notitie",
  notePlaceholder: "Bijvoorbeeld: minder gember, 25 min was genoeg",
  noteSave: "Notitie bewaren",
  noteSaved: "Notitie bewaard",
  private: "Alleen op dit apparaat, nergens heen gestuurd.",
  removeDate: (date: string) => `${date} weghalen`,

  // Mine to keep
  keepTitle: nl.pages.myKitchen,
  keepIntro: "Alles wat deze site voor jou bewaart, staat alleen op dit apparaat. Hier zie je wat het is.",
  datasets: {
    saved: "Bewaarde recepten",
    shopping: "Boodschappenlijst",
    week: "Weekmenu",
    atHome: "In huis en altijd in huis",
    myList: "Mijn lijst",
    cooked: "Gekookt",
  },
  counts: {
    saved: (n: number) => `${n} ${n === 1 ? "recept" : "recepten"}`,
    shopping: (n: number) => `${n} ${n === 1 ? "regel" : "regels"}`,
    week: (planned: boolean) => (planned ? "Een week gepland" : "Geen week"),
    atHome: (n: number) => `${n} ${n === 1 ? "ingrediënt" : "ingrediënten"}`,
    myList: (n: number) => (n === 0 ? "Niets gemarkeerd" : `${n} niet op de lijst`),
    cooked: (n: number) => `${n} ${n === 1 ? "recept" : "recepten"}`,
  },
  download: "Alles downloaden",
  downloaded: "Bestand gedownload",
  importLabel: "Bestand importeren",
  importHint: "Een bestand dat je eerder hier hebt gedownload. Het wordt samengevoegd met wat er al staat.",
  importPreview: "Dit komt erbij",
  importApply: "Samenvoegen",
  importCancel: "Annuleren",
  imported: "Geïmporteerd",
  importedText: "Alles uit het bestand staat nu op dit apparaat.",
  importBad:
    "Dit bestand kan niet worden gelezen: het is geen bestand van Mijn keuken. Er is niets veranderd.",
  importTooBig: "Dit bestand is te groot. Er is niets veranderd.",
  removeAll: "Alles van dit apparaat verwijderen",
  removeButton: "Alles verwijderen",
  chooseFile: "Kies een bestand",
  removeAsk: "Alles verwijderen?",
  removeAskText:
    "Je bewaarde recepten, boodschappenlijst, weekmenu, wat je in huis hebt, je lijst en wat je hebt gekookt verdwijnen van dit apparaat.",
  removeSure: "Ja, alles verwijderen",
  removeAskAgain:
    "Echt alles? Dit kan niet ongedaan worden gemaakt. Download eerst een bestand als je het wilt houden.",
  removeReallySure: "Ja, definitief verwijderen",
  removed: "Alles is van dit apparaat verwijderd",
  nothingSent: "Niets hiervan wordt naar de server gestuurd.",
  fileName: "mijn-keuken.json",
  links: {
    atHome: "Wat heb ik in huis?",
    myList: "Mijn lijst",
    keep: "Wat dit apparaat bewaart",
  },
} as const;

import { listNl } from "../list";
import { nl } from "../nl";

// Wat ik in huis heb: the ingredients picked, the recipes they make and what is always at home.

export const keukenAtHome = {
  myKitchen: "Mijn keuken",

  // Wat heb ik in huis?
  atHomeTitle: nl.pages.atHome,
  atHomeIntro: "Kies de ingrediënten die je hebt. Bovenaan staan de recepten waarvoor je alles in huis hebt.",
  pickLabel: "Ingrediënt toevoegen",
  pickPlaceholder: "Bijvoorbeeld tomaat, courgette, feta",
  picked: "Wat ik heb",
  pickedNone: "Nog niets gekozen.",
  clearPicked: "Alles weghalen",
  allAtHome: "Alles in huis",
  missing: (items: readonly string[]) => `Je mist nog: ${items.join(", ")}`,
  missingToList: "Ontbrekende op lijst",
  missingToListFor: (recipe: string) => `Ontbrekende op lijst voor ${recipe}`,
  missingAdded: "Op je boodschappenlijst",
  missingAddedText: (items: readonly string[]) => `Toegevoegd: ${listNl(items)}.`,
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
} as const;

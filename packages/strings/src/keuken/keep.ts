import { nl } from "../nl";

// What the device keeps of Mijn keuken: the download, the import and removing it all.

export const keukenKeep = {
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

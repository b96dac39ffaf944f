import { deskBulk, deskConcept } from "./desk/concept-bulk";
import { deskFields } from "./desk/fields";
import { deskHistory } from "./desk/history";

/** Texts of the editor's desk: history, concepts, the list's order and the way to the site. */
export const nlDesk = {
  history: deskHistory,
  fields: deskFields,
  concept: deskConcept,
  bulk: deskBulk,
  speed: {
    clear: "Cijfers wissen",
    clearTitle: "Cijfers wissen?",
    clearText:
      "Alle snelheidsmetingen worden gewist en de cijfers beginnen opnieuw vanaf het volgende bezoek. Dit kan niet ongedaan worden gemaakt.",
    cancel: "Annuleren",
    confirm: "Wissen",
    clearing: "Bezig met wissen...",
    clearedTitle: "Cijfers gewist",
    cleared: "De snelheidscijfers beginnen opnieuw.",
    clearFailed: "De cijfers konden niet worden gewist.",
  },
  collection: {
    exportWithHistory: "Exporteer met geschiedenis",
    addedTitle: "Nieuw",
    changedTitle: "Gewijzigd",
    fieldsChanged: (fields: string) => `verandert: ${fields}`,
    /** Fields that are no form field: the dates and the trash. */
    otherFields: {
      createdAt: "aanmaakdatum",
      updatedAt: "wijzigingsdatum",
      trash: "komt terug uit de prullenbak",
      status: "status (concept of gepubliceerd)",
      dietOverrides: "dieetlabels",
    } as Record<string, string>,
  },
  site: {
    view: "Bekijk op de site",
  },
  list: {
    sortLabel: "Sorteren",
    sorts: {
      newest: "Nieuwste eerst",
      oldest: "Oudste eerst",
      name: "Naam (A-Z)",
      chapter: "Hoofdstuk",
    },
    onlyConcepts: "Alleen concepten",
    emptyConcepts: "Er zijn geen concepten.",
  },
};

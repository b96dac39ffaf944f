// The editor's desk: a recipe's history of changes.

export const deskHistory = {
  title: "Geschiedenis",
  show: "Geschiedenis tonen",
  hide: "Geschiedenis verbergen",
  intro:
    "Elke keer opslaan bewaart de vorige versie, minstens 90 dagen of de laatste 50 versies. Per versie zie je wat de opslag daarna veranderde.",
  empty: "Nog geen eerdere versies: die ontstaan zodra je dit recept opslaat.",
  loading: "Bezig met laden...",
  failed: "De geschiedenis kon niet worden geladen.",
  savedOn: (when: string) => `Versie van ${when}`,
  replacedOn: (when: string) => `Vervangen op ${when}`,
  noChanges: "Geen zichtbare wijzigingen.",
  restore: "Deze versie terugzetten",
  restoring: "Bezig met terugzetten...",
  restoredTitle: "Versie teruggezet",
  restored: (name: string) =>
    `${name} staat weer zoals in deze versie; de vorige tekst is als versie bewaard.`,
  restoreFailed: "De versie kon niet worden teruggezet.",
  before: "Was",
  after: "Werd",
  removedLine: "Weggehaald",
  addedLine: "Toegevoegd",
  listLabel: "Eerdere versies",
  emptyValue: "(leeg)",
};

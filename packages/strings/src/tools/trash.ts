// The administrator's trash and the undo toasts that lead to it.

export const toolsTrash = {
  link: "Prullenbak",
  intro: "Verwijderde recepten blijven 30 dagen bewaard. Zet ze terug of verwijder ze definitief.",
  empty: "De prullenbak is leeg.",
  deletedOn: (date: string) => `Verwijderd op ${date}`,
  daysLeft: (n: number) => (n === 1 ? "Nog 1 dag" : `Nog ${n} dagen`),
  restore: "Terugzetten",
  restoreLabel: (name: string) => `${name} terugzetten`,
  purge: "Definitief verwijderen",
  purgeLabel: (name: string) => `${name} definitief verwijderen`,
  purgeTitle: "Definitief verwijderen?",
  purgeText: "Het recept en de geüploade afbeelding worden verwijderd. Dit kan niet ongedaan worden gemaakt.",
  cancel: "Annuleren",
  purging: "Bezig met verwijderen...",
  back: "Terug naar CMS",
  listLabel: "Verwijderde recepten",
} as const;

export const toolsToasts = {
  undo: "Ongedaan maken",
  deletedUndo: "Het recept staat 30 dagen in de prullenbak.",
  restoredTitle: "Recept teruggezet",
  restored: (name: string) => `${name} staat weer in het receptenboek.`,
  restoreFailed: "Het recept kon niet worden teruggezet.",
  purgedTitle: "Definitief verwijderd",
  purged: (name: string) => `${name} is definitief verwijderd.`,
  purgeFailed: "Het recept kon niet definitief worden verwijderd.",
} as const;

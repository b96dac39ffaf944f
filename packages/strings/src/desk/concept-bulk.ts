// The editor's desk: concept recipes and changing many recipes at once.

export const deskConcept = {
  mark: "Concept",
  saveAsConcept: "Opslaan als concept",
  publish: "Publiceren",
  publishing: "Bezig met publiceren...",
  publishedTitle: "Recept gepubliceerd",
  published: (name: string) => `${name} staat nu op de site.`,
  publishFailed: "Het recept kon niet worden gepubliceerd.",
  conceptSavedHint: "Opgeslagen als concept: alleen jij ziet dit recept.",
  previewAsVisitor: "Bekijk als bezoeker",
  notice: "Concept: alleen jij ziet dit recept. Bezoekers zien het pas na publiceren.",
  formNotice: "Dit recept is een concept en staat nog niet op de site.",
};

export const deskBulk = {
  title: "Meerdere adressen tegelijk",
  intro:
    "Plak de adressen van receptpagina's, één per regel. Ze worden na elkaar geïmporteerd als concept; een recept met dezelfde naam wordt overgeslagen.",
  label: "Adressen (één per regel)",
  submit: "Alle adressen ophalen als concept",
  pending: "Bezig met ophalen...",
  tooMany: (max: number) => `Plak hoogstens ${max} adressen tegelijk.`,
  none: "Plak minstens één adres.",
  progressLabel: "Voortgang van de import",
  waiting: "Wacht",
  running: "Bezig...",
  imported: (name: string) => `Geïmporteerd als concept: ${name}`,
  duplicate: (name: string) => `Overgeslagen: ${name} bestaat al`,
  failed: (reason: string) => `Mislukt: ${reason}`,
  notAnAddress: "dit is geen http- of https-adres.",
  incomplete: "Het recept op deze pagina mist verplichte velden (zoals ingrediënten of bereiding).",
  done: (imported: number, skipped: number, failed: number) =>
    `Klaar: ${imported} geïmporteerd, ${skipped} overgeslagen, ${failed} mislukt.`,
  open: "Openen",
};

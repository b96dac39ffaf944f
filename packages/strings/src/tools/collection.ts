// Exporting and importing the whole collection.

export const toolsCollection = {
  title: "Alle recepten",
  intro:
    "Download alle recepten met hun afbeeldingen en de instellingen in één bestand, of lees zo'n bestand terug.",
  export: "Exporteer alle recepten",
  exportJsonLd: "Exporteer als JSON-LD",
  import: "Importeer",
  chooseFile: "Kies een exportbestand",
  reading: "Bezig met lezen...",
  preview: (added: number, changed: number, same: number) =>
    `${added} nieuw, ${changed} gewijzigd, ${same} gelijk`,
  previewImages: (added: number, changed: number) =>
    `Afbeeldingen: ${added} nieuw, ${changed} vervangen door de afbeelding uit het bestand`,
  confirm: "Importeren bevestigen",
  importing: "Bezig met importeren...",
  cancel: "Annuleren",
  importedTitle: "Recepten geïmporteerd",
  imported: (added: number, changed: number) => `${added} nieuw, ${changed} gewijzigd.`,
  invalid: "Dit bestand is geen geldige export van het receptenboek. Er is niets gewijzigd.",
  foreignImage: (name: string, host: string) =>
    `De afbeelding van '${name}' komt van ${host}, en afbeeldingen van die website zijn hier niet toegestaan. Er is niets gewijzigd.`,
  foreignHero: (host: string) =>
    `De hero-afbeelding komt van ${host}, en afbeeldingen van die website zijn hier niet toegestaan. Er is niets gewijzigd.`,
  tooLarge: (fileMb: number, recipes: number, imageMb: number) =>
    `Dit bestand is te groot om te importeren: hoogstens ${fileMb} MB, ${recipes} recepten en ${imageMb} MB aan afbeeldingen. Er is niets gewijzigd.`,
  failedTitle: "Importeren mislukt",
} as const;

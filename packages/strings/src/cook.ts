/** Cook mode's texts and its timers': they load with cook mode, not with every page. */
export const nlCook = {
  close: "Kookmodus sluiten",
  step: (n: number, total: number) => `Stap ${n} van ${total}`,
  previous: "Vorige stap",
  next: "Volgende stap",
  done: "Klaar",
  restart: "Opnieuw beginnen",
  ingredients: (ticked: number, total: number) => `Ingrediënten (${ticked} van ${total})`,
  noWakeLock: "Let op: deze browser kan het scherm niet aan laten staan. Tik af en toe op het scherm.",
  /** Where a keyboard is likely (a fine pointer). */
  keysHint: "Gebruik de pijltjestoetsen om te bladeren.",
  /** On a touch screen, which has no arrow keys. */
  touchHint: "Veeg naar links of rechts, of tik op 'Volgende stap', om te bladeren.",
  timers: {
    start: (label: string) => `Timer ${label}`,
    // The visible words first (what a voice user says), then what the button does.
    startLabel: (label: string) => `Timer ${label} starten`,
    region: "Lopende timers",
    remaining: (label: string, time: string) => `${label}: nog ${time}`,
    stop: (label: string) => `Timer ${label} stoppen`,
    finishedTitle: "Timer klaar",
    finished: (label: string, step: number) => `${label} (stap ${step}) is voorbij.`,
    dismiss: "Oké",
    /** The header's chip, on every page while a timer runs: a tap leads back to its step. */
    chip: (label: string, time: string, step: number) =>
      `Timer ${label}: nog ${time}. Terug naar stap ${step}`,
    chipDone: (label: string, step: number) => `Timer ${label} is klaar. Terug naar stap ${step}`,
    chipDoneShort: "Klaar",
    keepsRunning: (n: number) => (n === 1 ? "De timer loopt door" : "De timers lopen door"),
    keepsRunningText: "Bovenaan elke pagina zie je hoe lang nog; tik erop om terug te gaan naar je stap.",
  },
} as const;

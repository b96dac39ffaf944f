// Mijn lijst by phase: the diet phases the reader can follow and what each leaves out.

export const keukenPhases = {
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
} as const;

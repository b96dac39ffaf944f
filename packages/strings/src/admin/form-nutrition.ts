// The recipe form's worked-out figures: nutrition, calories and diet labels from the ingredients.

export const formNutrition = {
  nutritionTitle: "Voedingswaarde (berekend)",
  nutritionWaiting: "Voedingswaarde wordt berekend...",
  nutritionFailed: "De voedingswaarde kon niet worden berekend.",
  unmatchedLines: "Niet gevonden in de voedingstabel (telt niet mee):",
  /** Beside the calories field: the figure worked out from the ingredients, to take over in one tap. */
  caloriesComputed: (n: number) => `Berekend uit de ingrediënten: ${n} kcal per portie`,
  caloriesTake: "Overnemen",
  caloriesDiffer: (typed: number, computed: number) =>
    `Let op: de ingevulde calorieën (${typed} kcal) wijken meer dan 10% af van de berekende ${computed} kcal per portie. De website toont de ingevulde waarde; de voedingstabel blijft berekend.`,
  dietsTitle: "Dieetlabels",
  dietsHint: "Afgeleid uit de ingrediënten; corrigeer een label als het niet klopt.",
  dietAuto: (derived: boolean) => (derived ? "Automatisch (ja)" : "Automatisch (nee)"),
  dietOn: "Wel",
  dietOff: "Niet",
  dietConflict: (diet: string) => `Let op: de ingrediënten spreken '${diet}' tegen.`,
} as const;

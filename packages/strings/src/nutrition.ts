// The recipe page's nutrition table and labels: they load with the recipe page, not with every page.
export const nlNutrition = {
  table: {
    title: "Voedingswaarde per portie",
    energy: "Energie",
    protein: "Eiwit",
    carbs: "Koolhydraten",
    sugars: "waarvan suikers",
    fat: "Vet",
    saturated: "waarvan verzadigd",
    fiber: "Vezels",
    salt: "Zout",
    kcal: (n: number) => `${n}\u00a0kcal`,
    grams: (n: string) => `${n}\u00a0g`,
    source: "Berekend met gegevens van USDA FoodData Central (SR28)",
    incomplete: "De voedingswaarde is niet berekend: niet alle ingrediënten staan in de voedingstabel.",
  },
  /** An allergen's key is its Dutch name, but for eggs: 'Bevat: ei'. */
  allergen: (key: string) => (key === "eieren" ? "ei" : key),
} as const;

// What the recipe form says under a field it cannot save.

export const formFieldErrors = {
  required: "Dit veld is verplicht.",
  ingredients: "Voeg minstens één ingrediënt toe.",
  range: (min: number, max: number) => `Vul een heel getal van ${min} tot ${max} in.`,
  min: (min: number) => `Vul een heel getal van minstens ${min} in.`,
  url: "Vul een geldige URL in (https://...) of upload een afbeelding.",
  tooLong: "Deze tekst is te lang.",
  tooMany: (max: number) => `Noem er hoogstens ${max}.`,
} as const;

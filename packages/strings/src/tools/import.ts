// Importing a recipe from a web page.

export const toolsImport = {
  link: "Importeren",
  title: "Recept importeren",
  intro:
    "Plak het adres van een receptpagina, of voor een pagina achter een login de HTML of de JSON-LD van die pagina. Er wordt niets opgeslagen tot je op 'Recept opslaan' klikt.",
  url: "Adres van de pagina",
  urlPlaceholder: "https://...",
  html: "Of plak de HTML of JSON-LD van de pagina",
  submit: "Importeren",
  pending: "Bezig met importeren...",
  back: "Terug naar overzicht",
  needInput: "Vul een adres in of plak de HTML of JSON-LD van de pagina.",
  guessed: "Geraden, controleer dit",
  warningsTitle: "Let op",
  failedTitle: "Importeren mislukt",
  // Server answers (the REST and tRPC message the CMS shows as it is).
  noRecipe: "Op deze pagina staat geen recept dat we kunnen lezen.",
  tooLarge: "De pagina is groter dan 5 MB.",
  unreachable: "De pagina kon niet worden opgehaald.",
  refused: "Dit adres mag niet worden opgehaald.",
  notHtml: "De pagina is geen HTML of JSON.",
  timeout: "Het ophalen van de pagina duurde langer dan 10 seconden.",
  tooManyRedirects: "De pagina stuurt te vaak door.",
  tooComplex: "Deze pagina is te diep genest of te ingewikkeld om te lezen.",
  brokenJsonLd: "Een blok JSON-LD op de pagina kon niet worden gelezen en is overgeslagen.",
  moreRecipes: (n: number) => `Op de pagina staan ${n} recepten; het eerste is geïmporteerd.`,
  imageNotLoaded: "De afbeelding kon niet worden opgehaald; voeg er zelf een toe.",
  noIngredients: "Het recept noemt geen ingrediënten.",
  noInstructions: "Het recept heeft geen bereiding.",
  caloriesDropped: "Het aantal calorieën lag buiten 1 tot 5000 en is weggelaten.",
  timesClamped:
    "Een tijd op de pagina was langer dan het formulier toestaat en is ingekort; controleer de bereidingstijd en de wachttijd.",
} as const;

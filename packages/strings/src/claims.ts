import { listNl } from "./list";

// What the recipe page and the recipe form say about salt, the sources of the nutrition table
// and claims that hold only with the right brand. Loads with the recipe page, as nutrition.ts.

const comma = (n: number) => String(n).replace(".", ",");

/** The tip for one food that brings the salt, by its key in the food list. */
function saltTipFor(food: string): string {
  if (food.includes("met minder zout")) return "vervang een deel van de bouillon door water";
  if (food.includes("bouillon")) return "neem bouillon met minder zout";
  if (/tamari|sojasaus|ketjap|miso/.test(food)) return `halveer de ${food}`;
  if (food.includes("ham")) return "neem de helft van de ham";
  if (food.startsWith("gerookte ")) return `vervang de helft van de ${food} door verse, gestoomde vis`;
  if (/kappertjes|olijven|olijf|ansjovis/.test(food)) return `spoel de ${food} af of neem de helft`;
  if (food === "zout" || food === "zeezout") return "laat het zout weg en proef eerst";
  return `neem de helft van de ${food}`;
}

export const nlClaims = {
  /** The source line under the nutrition table: every source the recipe's lines used. */
  source: (sources: readonly { id: string; foods: readonly string[] }[]) => {
    const parts = sources.map((source) =>
      source.id === "usda-sr28"
        ? "USDA FoodData Central (SR28)"
        : `eigen waarden voor ${listNl(source.foods)} (gemiddelde van Nederlandse etiketten)`,
    );
    return `Berekend zoals een EU-etiket (koolhydraten zonder vezels), met: ${parts.join("; ")}.`;
  },
  salt: {
    notice: (grams: number) =>
      `Veel zout: ${comma(grams)}\u00a0g per portie. Het Voedingscentrum adviseert hoogstens 6\u00a0g per dag.`,
    /** What to do, from the foods that bring the salt: 'halveer de tamari'. */
    advice: (from: readonly string[]) => listNl(from.map(saltTipFor)),
    tip: (from: readonly string[]) => (from.length === 0 ? "" : `Tip: ${listNl(from.map(saltTipFor))}.`),
  },
  /** A diet chip's note where the claim depends on which product the cook buys. */
  byBrand: (diet: string, foods: readonly string[]) =>
    `${diet}: controleer het etiket van ${listNl(foods.map((food) => `de ${food}`))}.`,
  form: {
    salt: (grams: number, advice: string) =>
      `Veel zout: ${comma(grams)}\u00a0g per portie (boven 2,5\u00a0g). De receptpagina meldt het${advice ? `, met de tip: ${advice}` : ""}.`,
    mealProtein: (grams: number, min: number) =>
      `Weinig eiwit voor een maaltijd: ${comma(grams)}\u00a0g per portie, minder dan ${min}\u00a0g. Het weekmenu plant dit recept als maaltijd, en een maaltijd in deze eetstijl heeft een volle portie eiwit.`,
    proteinIcon: (percent: number) =>
      `Het icoon 'Eiwitrijk' klopt niet: eiwit levert ${percent}% van de energie, de EU-claim vraagt minstens 20%. De receptpagina laat het weg.`,
  },
} as const;

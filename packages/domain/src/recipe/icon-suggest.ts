import type { Chapter, IconKey, PreparationMethod, ProteinType } from "./options";
import { normalize } from "../text/normalize";
import { ICON_KEYS } from "./options";

/** Ingredient words (accents left out) that put the vegetable icon on a recipe. */
const VEGETABLE =
  /courgette|tomaat|tomaten|kumato|paprika(?!poeder)|spinazie|komkommer|radijs|rucola|veldsla|broccoli|bloemkool|(?<!mieriks)wortel|\bprei\b|venkel(?!zaad)|asperge|witlof|boerenkool|spitskool|rode kool|rodekool|witte kool|savooiekool|koolrabi|champignon|shiitake|portobello|paksoi|tauge|sugarsnaps|doperwten|sperziebonen|spruitjes|pompoen(?!pit)|biet|aubergine|selderij|pastinaak|tuinkers/;
/** Ingredient words that put the fruit icon on a recipe. */
const FRUIT = /\b(?:appels?|peer|peren|frambozen|aardbeien|bessen|kiwi|sinaasappel)\b/;
/** Methods that serve a dish cold; every other method heats it. */
const COLD_METHODS: readonly PreparationMethod[] = ["Koud", "Blender"];

export interface IconFacts {
  chapter: Chapter;
  proteinType: ProteinType;
  preparationMethod: PreparationMethod;
  ingredients: readonly string[];
}

/**
 * The icons a recipe's facts imply, by the rules the collection keeps (its seed tests hold every
 * recipe to them): 'protein' with a protein source and 'egg' when that is eggs; 'vegetable' and
 * 'fruit' when the ingredients name them; 'soup' and 'sauce' by chapter and 'balance' for the
 * balance chapter; 'hot' or 'cold' by the method. A suggestion: the administrator has the last word.
 */
export function suggestIcons({ chapter, proteinType, preparationMethod, ingredients }: IconFacts): IconKey[] {
  const lines = ingredients.map(normalize);
  const named = (pattern: RegExp) => lines.some((line) => pattern.test(line));
  const cold = COLD_METHODS.includes(preparationMethod);
  const implied: Record<IconKey, boolean> = {
    egg: proteinType === "Ei",
    protein: proteinType !== "Vegetarisch",
    vegetable: named(VEGETABLE),
    fruit: named(FRUIT),
    hot: !cold,
    cold,
    soup: chapter === "Soepen",
    sauce: chapter === "Sauzen & Basisrecepten",
    balance: chapter === "Ritme & Rust in Balans",
  };
  return ICON_KEYS.filter((key) => implied[key]);
}

import type { RecipeData } from "../recipe/recipe";
import type { Dish } from "./dish";
import type { ProteinKind } from "./proteins";
import type { StapleKey } from "./staples";
import { normalize } from "../text/normalize";

export type Vessel =
  | "plate"
  | "bowl"
  | "glass"
  | "pan"
  | "pot"
  | "ovenDish"
  | "tray"
  | "airfryerBasket"
  | "steamer"
  | "soupBowl"
  | "muffinTin"
  | "board";

export type VesselRecipe = Pick<RecipeData, "name" | "chapter" | "preparationMethod" | "instructions">;

/** An ingredient line as the picture reads it: the protein and the staple it names, if any. */
export interface ArtLine {
  text: string;
  protein: ProteinKind | null;
  staple: StapleKey | null;
}

/**
 * Sauces, dips, porridge and curries sit in a bowl as one coloured mass. Read without
 * diacritics (normalised) and inside compounds: 'rodelinzenragout' is as saucy as
 * 'Rode-linzenragoût'.
 */
export function isSaucy(recipe: Pick<RecipeData, "name" | "chapter">): boolean {
  return (
    recipe.chapter === "Sauzen & Basisrecepten" ||
    /(?:pap|curry|ragout|ragu|dip|pesto|saus|hummus)\b/.test(normalize(recipe.name))
  );
}

/** Served where the steps lay it: 'op een bord', 'over twee borden'. */
function servedOnPlate(recipe: VesselRecipe): boolean {
  return /\b(?:op|over) (?:een|het|de|twee) (?:\S+ )?(?:bord|borden)\b/.test(normalize(recipe.instructions));
}

function methodVessel(recipe: VesselRecipe): Vessel {
  switch (recipe.preparationMethod) {
    case "Blender":
      return recipe.chapter === "Sauzen & Basisrecepten" ? "bowl" : "glass";
    case "Pan":
      return recipe.chapter === "Snacks" ? "plate" : "pan";
    case "Oven": {
      // A snack is served, not left in the oven's tray; a tray is what the steps roast on.
      if (recipe.chapter === "Snacks") return "plate";
      const steps = normalize(recipe.instructions);
      return steps.includes("bakplaat") && !steps.includes("ovenschaal") ? "tray" : "ovenDish";
    }
    case "Airfryer":
      return "airfryerBasket";
    case "Stomen":
      return recipe.chapter === "Koude gerechten" ? "plate" : "steamer";
    default:
      return "plate";
  }
}

/** The dish decides where it is served; the method only where the dish leaves it open. */
export function chooseVessel(recipe: VesselRecipe, dish: Dish): Vessel {
  const name = normalize(recipe.name);
  switch (dish.form) {
    case "soup":
    case "broth":
      return "soupBowl";
    case "smoothie":
      return "glass";
    case "muffins":
      return "muffinTin";
    case "bread":
    case "toastie":
      return "board";
    case "bake":
      return "ovenDish";
    case "salad":
    case "grains":
      // A salad laid out on a plate, as its steps say, is drawn on one.
      return servedOnPlate(recipe) ? "plate" : "bowl";
    case "yoghurtBowl":
    case "dip":
      return "bowl";
    case "eggsInSauce":
      return "pan";
    case "bites":
    case "smear":
    case "mash":
    case "eggCups":
    case "rolled":
      return "plate";
    case "parcel":
      return "tray";
    case "stew":
      return /stoof|stoofpan|braadpan/.test(`${name} ${normalize(recipe.instructions)}`) ? "pot" : "pan";
    case "stuffed":
      return ["komkommer", "ei", "vleestomaat", "slakommetje"].includes(dish.base ?? "")
        ? "plate"
        : methodVessel(recipe);
    default:
      if (isSaucy(recipe) || /bowl\b/.test(name)) return "bowl";
      // Cooked in a pan the name does not speak of, served on a plate as the steps say.
      if (dish.form === "plain" && recipe.preparationMethod === "Pan" && !/\bpan\b/.test(name))
        return servedOnPlate(recipe) ? "plate" : "pan";
      return methodVessel(recipe);
  }
}
